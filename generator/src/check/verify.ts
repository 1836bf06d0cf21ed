/** Checks a requirements checklist against component files: each item met, or why not. */
import type { GeneratedFile } from '../model';
import { extractRequirements, type Requirement, type RequirementItem } from './requirements';
import { withStandIns } from '../text';
import { RULES, type Evidence } from './rules';

/** The files a checklist reads: any component files, ours or a model's. */
export interface CheckableFile {
  path: string;
  content: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (all, name: string) => ENTITIES[name.toLowerCase()] ?? all)
    .replace(/\\(['"`\\])/g, '$1');
}

/** Lower case, letters and digits only, single spaces, padded so a search finds whole words. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

function isTest(file: CheckableFile): boolean {
  return /\.(?:spec|test|stories)\.[jt]sx?$/.test(file.path);
}

export function evidenceOf(files: readonly CheckableFile[]): Evidence {
  const own = files.filter((f) => !isTest(f));
  const code = own.map((f) => f.content).join('\n');
  const visible: string[] = [];
  for (const file of own) {
    const content = file.content;
    if (/\.(?:html|tsx|jsx|vue|svelte)$/.test(file.path))
      for (const m of content.matchAll(/>([^<>]+)</g)) visible.push(m[1]!);
    if (/\.(?:html|tsx|jsx)$/.test(file.path))
      for (const m of content.matchAll(
        /\b(?:placeholder|aria-label|title|alt|label|value)=(?:"([^"]*)"|'([^']*)')/g,
      ))
        visible.push(m[1] ?? m[2] ?? '');
    if (/\.(?:ts|tsx|js|jsx)$/.test(file.path))
      for (const m of content.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g))
        visible.push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  const lowerCode = decode(code).toLowerCase();
  return {
    code: lowerCode,
    visible: normalise(decode(visible.join(' \n '))),
    numbers: new Set(lowerCode.match(/\d+(?:\.\d+)?/g) ?? []),
  };
}

/** Whether a class or variable name is about the part ("plan" in `planFeatured`, `plans`). */
const namesPart = (name: string, part: string) => name.toLowerCase().startsWith(part.toLowerCase());

/**
 * How many of one thing the files repeat: the longest literal array, or the most-used class. With
 * the part asked for ("three plans"), arrays and classes named after it count when they repeat, so
 * eleven features in three plans are not five plans.
 */
function repetitions(files: readonly CheckableFile[], part?: string): number {
  let best = 0;
  let bestOfPart = 0;
  const note = (count: number, name: string) => {
    best = Math.max(best, count);
    if (part && namesPart(name, part)) bestOfPart = Math.max(bestOfPart, count);
  };
  for (const file of files.filter((f) => !isTest(f))) {
    const text = file.content;
    for (const m of text.matchAll(/\blength:\s*(\d{1,3})\b/g)) note(Number(m[1]), '');
    // `Array<string>(9).fill('')`: a board of nine squares.
    for (const m of text.matchAll(/\bArray(?:<\w+>)?\((\d{1,3})\)/g)) note(Number(m[1]), '');
    for (let at = text.indexOf('['); at !== -1; at = text.indexOf('[', at + 1)) {
      let depth = 0;
      let items = 1;
      let end = at;
      for (let i = at; i < text.length && i < at + 20_000; i++) {
        const ch = text[i];
        if (ch === '[' || ch === '{' || ch === '(') depth++;
        else if (ch === ']' || ch === '}' || ch === ')') {
          depth--;
          if (depth === 0) {
            end = i;
            break;
          }
        } else if (ch === ',' && depth === 1) items++;
      }
      const body = text.slice(at + 1, end).trim();
      // The array's name: `const plans = [`, `plans: Plan[] = [`, `readonly steps = [`.
      const name = /\b(\w+)\s*(?::[^=\n]{0,40})?=\s*$/.exec(
        text.slice(Math.max(0, at - 60), at),
      )?.[1];
      // A trailing comma (one item a line) ends the last item; it starts none.
      if (body && /^[{'"`]/.test(body)) note(body.endsWith(',') ? items - 1 : items, name ?? '');
    }
    const classes = new Map<string, number>();
    // Plain classes, and a CSS module's (`className={styles.step}`, `className={cx(styles.step, …)}`),
    // each counted by its element: `pricing-table__plan pricing-table__plan--featured` is a plan.
    for (const m of text.matchAll(/class(?:Name)?="([^"]+)"|className=\{(?:cx\()?styles\.(\w+)/g)) {
      const elements = new Set(
        (m[1] ?? m[2]!).split(/\s+/).map((token) => token.split('__').pop()!.split('--')[0]!),
      );
      for (const element of elements) classes.set(element, (classes.get(element) ?? 0) + 1);
    }
    for (const [name, n] of classes) note(n, name);
  }
  // Parts named after what was asked that repeat are the answer; one named part is drawn in a
  // loop over data, whose length the arrays tell.
  return part && bestOfPart > 1 ? bestOfPart : best;
}

const ELEMENT_OF: Record<string, RegExp> = {
  checkbox: /type="checkbox"|type: 'checkbox'|role="checkbox"|<checkbox|checkbox/,
  toggle: /role="switch"|type="checkbox"|<switch|switch|toggle/,
  switch: /role="switch"|type="checkbox"|<switch|switch/,
  radio: /type="radio"|role="radio"/,
  button: /button/,
  link: /<a\b|href|link/,
};

/**
 * Slots a repeated part fills, and the code that fills them: "a customer quote" or "the customer
 * name" asks for a quote and a name, written by whoever uses the component, not for those words.
 */
const SLOT_CODE: Record<string, RegExp> = {
  quote: /quote/,
  name: /\bname|author/,
  photo: /<img|photo/,
  avatar: /avatar|photo|<img/,
  initials: /initials/,
  rating: /rating|stars?\b/,
  title: /<h[1-6]\b|title|heading/,
  heading: /<h[1-6]\b|heading|title/,
  price: /price|amount|cost/,
  description: /description|summary|excerpt|blurb/,
  excerpt: /excerpt|summary|description/,
  date: /\bdate|<time\b|published/,
  bio: /\bbio|about/,
  author: /author|byline/,
  tags: /\btags?\b|badges?|chips?/,
};

/** A lower-case label that names a slot ("customer quote") the code fills. */
function slotFilled(code: string, label: string): boolean {
  if (!/^\p{Ll}/u.test(label)) return false;
  const slot = SLOT_CODE[label.trim().split(/\s+/).at(-1)!.toLowerCase()];
  return !!slot && slot.test(code);
}

function labelFound(visible: string, label: string): boolean {
  const l = normalise(label);
  if (l.trim() === '') return true;
  if (visible.includes(l)) return true;
  if (l.endsWith('s ') && visible.includes(`${l.slice(0, -2)} `)) return true;
  if (visible.includes(`${l.slice(0, -1)}s `)) return true;
  // "an angle slider", "two color pickers": the control is labelled by the words before its kind.
  const kind =
    / (?:sliders?|pickers?|dropdowns?|selects?|inputs?|fields?|toggles?|switch(?:es)?) $/.exec(l);
  if (kind && kind.index > 0) return labelFound(visible, l.slice(0, kind.index));
  return countWordsShown(visible, label) || wordingShown(visible, label);
}

/** Whether every piece shows in the visible text as whole words, each after the one before. */
function shownInOrder(visible: string, pieces: readonly string[]): boolean {
  let from = 0;
  for (const piece of pieces) {
    const at = visible.indexOf(` ${piece} `, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/** A stand-in for a value inside quoted wording: "On call: <name>", "Winner: {name}", "[city]". */
const BRACKETED_STAND_IN = /<[^<>]{1,20}>|\{[^{}]{1,20}\}|\[[^[\]]{1,20}\]/;

/**
 * Wording around a value ("On call: <name>"): the component shows its words, in order, with a
 * value of its own where the stand-in is.
 */
function wordingShown(visible: string, label: string): boolean {
  if (!BRACKETED_STAND_IN.test(label)) return false;
  const pieces = label
    .split(BRACKETED_STAND_IN)
    .map((piece) => normalise(piece).trim())
    .filter(Boolean);
  if (!pieces.some((piece) => /\p{L}{2}/u.test(piece))) return false;
  return shownInOrder(visible, pieces);
}

/**
 * A count's wording ("Slide 2 of 5", "You rated this 4 out of 5", "Words: N" with a capital N or X
 * standing for the number, "N/280"): the component shows its words, in order, around live numbers
 * of its own.
 */
function countWordsShown(visible: string, label: string): boolean {
  const counted = withStandIns(label, '0');
  if (!/\d/.test(counted)) return false;
  // "N/280": a live number of characters typed, then the limit (the words shown, as everywhere here).
  const ofLimit = /^\s*0 ?\/ ?(\d{2,5})\s*$/.exec(counted);
  if (ofLimit) return visible.includes(` ${ofLimit[1]!} `);
  const pieces = normalise(counted)
    .split(/ \d+(?= )/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length === 0 || !pieces.some((p) => /\p{L}{3}/u.test(p))) return false;
  return shownInOrder(visible, pieces);
}

function checkOne(
  req: Requirement,
  evidence: Evidence,
  repeated: (part?: string) => number,
): RequirementItem {
  const item = (reason?: string): RequirementItem => ({
    id: req.id,
    kind: req.kind,
    label: req.label,
    met: reason === undefined,
    ...(reason !== undefined ? { reason } : {}),
  });
  if (req.kind === 'part') {
    if (req.count !== undefined) {
      const found = repeated(req.part);
      return item(
        found >= req.count
          ? undefined
          : `Asked for ${req.count}; the component shows ${found || 'fewer'}.`,
      );
    }
    if (!labelFound(evidence.visible, req.label) && !slotFilled(evidence.code, req.label))
      return item(`No ${req.part ?? 'part'} labelled "${req.label}" in the component.`);
    const element = req.part ? ELEMENT_OF[req.part] : undefined;
    if (element && !element.test(evidence.code))
      return item(`"${req.label}" appears, but not as a ${req.part}.`);
    return item();
  }
  const rule = RULES.find((r) => r.id === req.rule);
  if (!rule) return item('Kiln cannot check this requirement.');
  const reason = rule.check(evidence, req.values ?? [], req.words ?? []);
  return item(reason === undefined ? undefined : `${reason[0]!.toUpperCase()}${reason.slice(1)}.`);
}

/**
 * Checks what was asked against the files: a description (read with `extractRequirements`) or a
 * list already read. Tests and stories are not read; they do not show anything to a person.
 */
export function checkRequirements(
  asked: string | readonly Requirement[],
  files: readonly CheckableFile[] | readonly GeneratedFile[],
): RequirementItem[] {
  const requirements = typeof asked === 'string' ? extractRequirements(asked) : asked;
  const evidence = evidenceOf(files);
  const counted = new Map<string, number>();
  const repeated = (part = '') => {
    if (!counted.has(part)) counted.set(part, repetitions(files, part || undefined));
    return counted.get(part)!;
  };
  return requirements.map((req) => checkOne(req, evidence, repeated));
}

/** The share of a checklist that is met; 1 when nothing specific was asked. */
export function metShare(items: readonly RequirementItem[]): number {
  return items.length ? items.filter((i) => i.met).length / items.length : 1;
}
