/**
 * The parts a description listed by label, honoured in the model whatever the archetype: buttons
 * become actions, checkboxes and toggles become fields, fields of a form are added, and a list
 * attached to the noun of the archetype's repeated parts (tabs, plans, steps, views …) becomes
 * its items. Only labels the model does not show already are added, in the order written.
 */
import { extractRequirements, type Requirement } from '../check/requirements';
import { FORM_ARCHETYPES, REORDER_CONTROLS } from '../lexicon/archetypes';
import { billingWords } from '../lexicon/billing-words';
import { FIELD_CUES } from '../lexicon/fields';
import { ITEM_CUES } from '../list-cues';
import type { Archetype, ComponentModel, Field } from '../model';
import { camelCase, kebabCase, sentenceCase } from '../text';
import { DEFAULT_FIELDS, extractFields } from './fields';
import { DEFAULT_NAMES } from './name';
import { uncoveredParts } from './uncovered';

function norm(text: string): string {
  return ` ${text
    .toLowerCase()
    // "e-mail" is the Email field the form already shows.
    .replace(/\be-mail/g, 'email')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Every text the model already shows. */
function shownText(model: ComponentModel): string {
  return norm(
    [
      model.title,
      model.subtitle ?? '',
      model.message ?? '',
      ...model.items,
      ...Object.values(model.itemParts ?? {}).flat(),
      ...model.details,
      ...model.actions.map((a) => a.label),
      ...model.fields.flatMap((f) => [f.label, ...(f.options ?? [])]),
      ...model.data.columns.map((c) => c.label),
      // A pricing table's own switch already shows the billing periods.
      ...(model.behaviour?.billingToggle ? Object.values(billingWords(model.behaviour)) : []),
      // A tool's named inputs and outputs, and a clock's own 12 / 24 hour switch.
      ...Object.values(model.behaviour?.labels ?? {}),
      // A rating's stars named in a run ("'Rate 1' through 'Rate 5'").
      ...Array.from(
        { length: model.behaviour?.labels?.star ? (model.params.count ?? 5) : 0 },
        (_, i) => model.behaviour!.labels!.star!.replace('{n}', String(i + 1)),
      ),
      ...(model.behaviour?.extraInputs ?? []),
      // Stacked alerts' own close buttons.
      ...(model.presentation.alertStack ? ['Dismiss / Close / ×'] : []),
      // A notification bell's own button, title and Mark all as read.
      ...(model.behaviour?.notifications
        ? ['Notification bell / Notifications / Mark all as read']
        : []),
      // A comment section's own buttons and box.
      ...(model.behaviour?.comments
        ? ['Post / Reply / Like / Add a comment', model.behaviour.comments.post ?? '']
        : []),
      // A dialog's own trigger.
      ...(model.behaviour?.trigger ? [model.behaviour.trigger] : []),
      ...(model.behaviour?.clock === 'clock' ? ['12 hour / 24 hour'] : []),
      ...(model.behaviour?.reorder ? ['Move up / Move down'] : []),
      // A form's own control that shows its passwords as text.
      ...(model.presentation.passwordReveal ? ['Show password / Hide password'] : []),
    ].join(' | '),
  );
}

function shows(shown: string, label: string): boolean {
  const l = norm(label);
  return shown.includes(l) || (l.endsWith('s ') && shown.includes(`${l.slice(0, -2)} `));
}

/**
 * A confirmation that must equal a field no longer there ("Choose password" named instead of the
 * sample "Password") equals the form's other password.
 */
function matchingPasswords(fields: Field[]): Field[] {
  return fields.map((field) => {
    const target = field.validation.match;
    if (target === undefined || fields.some((other) => other.name === target)) return field;
    const other = fields.find((f) => f !== field && f.type === 'password' && !f.validation.match);
    const { match: _gone, ...validation } = field.validation;
    return { ...field, validation: other ? { ...validation, match: other.name } : validation };
  });
}

/** Whether the fields are only the ones a form of this kind gets when none are named. */
function sampleFieldsOnly(fields: readonly Field[], archetype: Archetype): boolean {
  const sample = DEFAULT_FIELDS[archetype];
  if (!sample) return false;
  const samples = extractFields(sample, [], archetype);
  return (
    fields.length === samples.length && fields.every((field, i) => field.name === samples[i]!.name)
  );
}

/**
 * A box to tick the model already has under a fuller label: "an accept terms checkbox" is the
 * "I accept the terms and conditions" the form carries, not a second box.
 */
function tickNamed(fields: readonly Field[], label: string): boolean {
  const asked = norm(label).trim().split(' ');
  return fields.some(
    (field) =>
      (field.type === 'checkbox' || field.type === 'toggle') &&
      asked.every((word) => norm(field.label).includes(` ${word} `)),
  );
}

/** Archetypes whose options are their items (a segmented control, tabs, a menu). */
const OPTION_ITEMS: Archetype[] = ['chip-group', 'tabs', 'dropdown', 'poll'];
/**
 * Nouns that never label an archetype's repeated parts; "item" is also what an unnamed list is
 * called, too vague to replace the archetype's own items.
 */
const NOT_ITEMS = new Set([
  'item',
  'button',
  'action',
  'checkbox',
  'toggle',
  'switch',
  'field',
  'input',
  'column',
  'radio',
]);

/** The slots a repeated part fills ("a title", "the customer quote"), never its label. */
const SLOT =
  /^(?:(?:short|brief|one-line|customer|job|full|small)\s)?(?:icons?|titles?|descriptions?|text|photos?|images?|captions?|avatars?|quotes?|headings?|subtitles?|ratings?)$/i;

function uniqueName(label: string, taken: Set<string>): string {
  const base = camelCase(label, 'field');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/** Words that add nothing to a field's label ("e-mail address" is the e-mail). */
const plainLabel = (label: string) =>
  norm(label)
    .replace(/ (?:address|field|input|number)(?= )/g, '')
    .trim();

/** A label the field lexicon knows ("e-mail address") whose field the form already shows. */
function lexiconFieldShown(fields: readonly Field[], label: string): boolean {
  return fields.some((field) => plainLabel(field.label) === plainLabel(label));
}

function fieldFor(label: string, taken: Set<string>): Field {
  const lower = label.toLowerCase();
  for (const [cue, make] of FIELD_CUES) {
    if (lower.search(cue) < 0) continue;
    const made = make();
    // The lexicon gives the kind; a label with words of its own ("Work phone") keeps them.
    const own = plainLabel(label) !== plainLabel(made.label);
    return {
      ...made,
      ...(own ? { label: sentenceCase(label) } : {}),
      validation: made.validation ?? {},
      name: uniqueName(own ? label : made.name, taken),
    };
  }
  return {
    name: uniqueName(label, taken),
    label: sentenceCase(label),
    type: 'text',
    required: false,
    validation: {},
  };
}

/**
 * Archetypes that were only a guess, and the archetype a listed noun names instead: "a filter bar
 * with chips: A, B, C" is a chip group, not a badge.
 */
const GUESSED: Archetype[] = ['button', 'badge', 'card', 'avatar', 'tooltip'];
const NOUN_ARCHETYPE: Record<string, Archetype> = {
  chip: 'chip-group',
  tag: 'chip-group',
  filter: 'chip-group',
  option: 'chip-group',
  choice: 'chip-group',
  view: 'chip-group',
  tab: 'tabs',
  step: 'stepper',
  plan: 'pricing-table',
  tier: 'pricing-table',
  question: 'accordion',
};

/** The model re-aimed at the archetype a listed noun names, keeping a name the user chose. */
function retarget(model: ComponentModel, parts: Requirement[]): ComponentModel {
  if (!GUESSED.includes(model.archetype)) return model;
  const counts = new Map<Archetype, number>();
  for (const part of parts) {
    const target = part.part && !part.of ? NOUN_ARCHETYPE[part.part] : undefined;
    if (target) counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  const [archetype] = [...counts].find(([, n]) => n >= 2) ?? [];
  if (!archetype) return model;
  const named = model.name !== DEFAULT_NAMES[model.archetype];
  const name = named ? model.name : DEFAULT_NAMES[archetype];
  return { ...model, archetype, name, selector: named ? model.selector : kebabCase(name) };
}

/** Buttons of a form that never send it. */
const NOT_SUBMIT =
  /(?<!\p{L})(?:cancel|reset|clear|back|close|skip|delete|remove|previous|annuler|retour|abbrechen|zurück|cancelar|volver)(?!\p{L})/iu;

export function honourRequested(model: ComponentModel, description: string): ComponentModel {
  const parts = extractRequirements(description).filter(
    (r): r is Requirement & { part: string } =>
      r.kind === 'part' && r.count === undefined && !!r.part,
  );
  const asked = extractRequirements(description);
  const mustMatch = asked.some((r) => r.rule === 'must-match');
  if (!parts.length && !mustMatch) return model;
  const next: ComponentModel = {
    ...retarget(model, parts),
    items: [...model.items],
    details: [...model.details],
    actions: [...model.actions],
    fields: [...model.fields],
  };
  const taken = new Set(next.fields.map((f) => f.name));
  const isForm = FORM_ARCHETYPES.includes(next.archetype);
  const groups = new Map<string, string[]>();
  for (const part of parts) {
    // A reorderable list draws its Move up and Move down buttons itself.
    if (next.behaviour?.reorder && REORDER_CONTROLS.test(part.label.trim())) continue;
    const key = part.of ? `option:${part.of}` : part.part;
    groups.set(key, [...(groups.get(key) ?? []), part.label]);
  }
  // The first list of the archetype's repeated parts names them; a later one ("… columns, each
  // holding cards with a title, an assignee and a priority") describes what is inside them.
  // Items named with their own labels ("Product (Features, Pricing)") are listed already.
  let itemsListed = !!next.itemParts;
  for (const [key, labels] of groups) {
    // A form's fields are shown as fields: a field's label read as the form's copy ("'Name',
    // 'Email' and 'Password' fields") is still missing, and is no copy.
    const asFields = isForm && /^(?:field|input)$/.test(key);
    if (
      asFields &&
      next.message !== undefined &&
      labels.some((l) => norm(l) === norm(next.message!))
    )
      delete next.message;
    const shown = shownText(next);
    const missing = labels.filter((l) =>
      asFields ? !lexiconFieldShown(next.fields, l) : !shows(shown, l),
    );
    if (!missing.length) {
      // Already the model's own items: the list that names them has been honoured.
      if (labels.length >= 2 && labels.every((l) => next.items.some((i) => norm(i) === norm(l))))
        itemsListed = true;
      continue;
    }
    // "FAQ accordion, only one open at a time": the component's own name is not one of its parts,
    // and "an icon, a title and a short description" says what each part shows, not which.
    const slots = labels.filter((l) => SLOT.test(l.trim())).length;
    if (
      labels.some((l) => norm(l) === norm(next.archetype)) ||
      (slots >= 2 && slots * 2 >= labels.length)
    )
      continue;
    const [noun, of] = key.split(':') as [string, string | undefined];
    // A filtered to-do list's filters are its own views (behaviour.labels), not tasks.
    if (next.behaviour?.taskFilters && /^(?:filter|view)$/.test(noun)) continue;
    if (
      next.archetype === 'kanban' &&
      /^(?:card|task|ticket|item)s?$/.test(noun) &&
      // Cards written under their columns are placed already.
      !model.itemParts &&
      // "cards with a title, an owner and a priority" says what each card shows, not which.
      !/\b(?:cards?|tasks?|tickets?)\s+(?:with|showing|having|holding|that (?:show|have))\b/i.test(
        description,
      )
    ) {
      // A board's named cards start in the column the description puts them in, else the first.
      next.itemParts = boardCards(next.items, labels, description);
      continue;
    }
    if (noun === 'button' || noun === 'action') {
      for (const label of missing) {
        // A form's one named button that does not cancel or go back is the one that sends it.
        const sends =
          isForm &&
          !NOT_SUBMIT.test(label) &&
          !next.actions.some((action) => action.submit || action.kind === 'primary');
        next.actions.push({
          label: sentenceCaseKeep(label),
          kind: sends ? 'primary' : 'secondary',
        });
      }
    } else if ((noun === 'checkbox' || noun === 'toggle' || noun === 'switch') && !of) {
      // A settings panel made of the switches it names keeps none of its sample fields.
      if (next.archetype === 'settings-form' && sampleFieldsOnly(next.fields, next.archetype))
        next.fields.splice(0, next.fields.length);
      // A switch's label read as the component's copy is the switch's, not copy.
      const ticks = labels.filter((l) => !tickNamed(next.fields, l));
      if (next.message !== undefined && ticks.some((l) => norm(l) === norm(next.message!)))
        delete next.message;
      for (const label of ticks)
        next.fields.push({
          name: uniqueName(label, taken),
          label: sentenceCaseKeep(label),
          type: noun === 'checkbox' ? 'checkbox' : 'toggle',
          required: false,
          validation: {},
        });
    } else if ((noun === 'field' || noun === 'input') && isForm) {
      // Fields named in a list replace the form's sample ones, or put the ones read already in
      // the order named; a field with the same label stays as it is (its rules were read).
      const named = (field: Field) => labels.some((l) => plainLabel(l) === plainLabel(field.label));
      if (
        labels.length >= 2 &&
        (sampleFieldsOnly(next.fields, next.archetype) || next.fields.every(named))
      ) {
        const samples = next.fields;
        next.fields = matchingPasswords(
          labels.map(
            (label) =>
              samples.find((field) => plainLabel(field.label) === plainLabel(label)) ??
              fieldFor(label, taken),
          ),
        );
        continue;
      }
      for (const label of missing) next.fields.push(fieldFor(label, taken));
    } else if (
      itemsListed &&
      !next.itemParts &&
      !next.details.length &&
      labels.length >= 2 &&
      ITEM_CUES[next.archetype] &&
      !NOT_ITEMS.has(noun) &&
      noun !== 'option'
    ) {
      // A second list describes what each of the parts shows: details of each card.
      next.details = labels.map(sentenceCaseKeep);
    } else if (
      !itemsListed &&
      labels.length >= 2 &&
      ITEM_CUES[next.archetype] &&
      !NOT_ITEMS.has(noun) &&
      // Quotes no noun names replace no list the archetype already read ("Notebook $4.50, Pen …").
      !(noun === 'text' && next.items.length >= 2) &&
      (noun !== 'option' || OPTION_ITEMS.includes(next.archetype))
    ) {
      next.items = labels.map(sentenceCaseKeep);
      itemsListed = true;
      if (next.params.prices && next.params.prices.length !== labels.length) {
        const { prices: _dropped, ...rest } = next.params;
        next.params = rest;
      }
    }
  }
  // A listed label ("List, Grid and Map views") is an option, not a part the engine cannot draw.
  if (next.uncovered) {
    const still = uncoveredParts(description.toLowerCase(), next.items);
    const uncovered = next.uncovered.filter((part) => still.includes(part));
    if (uncovered.length) next.uncovered = uncovered;
    else delete next.uncovered;
  }
  // A list of named entries ("a list of fruits: Apple, Banana, Cherry") shows those entries, unless
  // they are what each entry shows (its columns) or the rows are already the description's own
  // (entries written out with their parts, "Moon River – Henry Mancini").
  const columns = new Set(next.data.columns.map((column) => norm(column.label)));
  const entries = next.items.length >= 2 ? next.items : (groups.get('item') ?? []);
  const written = norm(description);
  const rowsWritten =
    next.data.rows.length >= 2 &&
    next.data.rows.every((row) => written.includes(norm(String(Object.values(row)[0]))));
  if (
    next.archetype === 'list' &&
    next.presentation.listKind === 'records' &&
    entries.length >= 2 &&
    !entries.some((entry) => columns.has(norm(entry))) &&
    !rowsWritten
  )
    next.data = {
      entity: next.data.entity,
      columns: [{ key: 'name', label: 'Name', kind: 'text' }],
      rows: entries.map((name) => ({ name: sentenceCaseKeep(name) })),
    };
  // A notification bell's named notifications are its entries.
  if (next.behaviour?.notifications && !next.items.length && entries.length >= 2)
    next.items = entries.map(sentenceCaseKeep);
  // An entry read as the list's copy is an entry.
  if (next.message !== undefined && entries.some((entry) => norm(entry) === norm(next.message!)))
    delete next.message;
  // "passwords must match": a confirmation field that must equal the password.
  const password = next.fields.find((f) => f.type === 'password');
  if (mustMatch && password && !next.fields.some((f) => f.validation.match)) {
    const [, make] = FIELD_CUES[0]!;
    const made = make();
    next.fields.splice(next.fields.indexOf(password) + 1, 0, {
      ...made,
      name: uniqueName(made.name, taken),
      validation: { ...made.validation, match: password.name },
    });
  }
  return next;
}

/** "Cards Write spec and Fix bug start in To do": each card under the column it starts in. */
function boardCards(
  columns: readonly string[],
  cards: readonly string[],
  description: string,
): Record<string, string[]> {
  const named = /\b(?:start|begin|sit|live|are|is)s?\s+(?:out\s+)?in\s+(?:the\s+)?([^.;,]+)/i.exec(
    description,
  );
  const column =
    columns.find((label) => named && norm(named[1]!).startsWith(norm(label))) ?? columns[0];
  const titles = cards
    .map((card) => card.replace(/\s(?:starts?|begins?|sits?|lives?|are|is)$/i, '').trim())
    .filter((card) => card !== '')
    .map(sentenceCaseKeep);
  return column ? { [column]: titles } : {};
}

/** Capitalises the first letter and keeps the rest as written ("iOS app" stays). */
function sentenceCaseKeep(label: string): string {
  return label ? label[0]!.toUpperCase() + label.slice(1) : label;
}
