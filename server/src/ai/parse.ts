import { MIN_CODE_BLOCK_LENGTH, type AiFramework } from '@kiln/contract';
import type { StoredCodeBlock, StoredFile } from '../db/schema/index';

export interface ParsedAnswer {
  /** The prose of the answer, without code blocks and without the next-steps list. */
  message: string;
  codeBlocks: StoredCodeBlock[];
  files: StoredFile[];
  suggestions: string[];
}

const FENCE = '```';
/** The language a fence names: the first word of its info line. */
const FENCE_LANGUAGE = /^[ \t]*([\w#+.-]*)/;

interface Fenced {
  language: string;
  body: string;
}

/**
 * Cuts fenced blocks out of an answer with string searches (no pattern scans the text again from
 * each backtick). A fence opens with ``` and the rest of its line; its body runs to the next ``` or,
 * when the answer was cut off, to the end. Each block leaves a line break in the prose.
 */
const splitFences = (text: string): { prose: string; blocks: Fenced[] } => {
  const blocks: Fenced[] = [];
  let prose = '';
  let at = 0;
  for (;;) {
    const open = text.indexOf(FENCE, at);
    const lineEnd = open === -1 ? -1 : text.indexOf('\n', open + FENCE.length);
    if (lineEnd === -1) break;
    const close = text.indexOf(FENCE, lineEnd + 1);
    const bodyEnd = close === -1 ? text.length : close;
    blocks.push({
      language: FENCE_LANGUAGE.exec(text.slice(open + FENCE.length, lineEnd))?.[1] ?? '',
      body: text.slice(lineEnd + 1, bodyEnd),
    });
    prose += `${text.slice(at, open)}\n`;
    at = close === -1 ? text.length : close + FENCE.length;
  }
  return { prose: prose + text.slice(at), blocks };
};

const LANGUAGE_ALIASES: Record<string, string> = {
  ts: 'typescript',
  typescript: 'typescript',
  angular: 'typescript',
  tsx: 'tsx',
  jsx: 'tsx',
  html: 'html',
  htm: 'html',
  xml: 'html',
  scss: 'scss',
  sass: 'scss',
  css: 'css',
  js: 'javascript',
  javascript: 'javascript',
  json: 'json',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
};

/** The first rule block: a selector (`.card`, `#main`, `:host`, `&:hover`) and its opening brace. */
const RULE_OPENING = /[.#:&][\w-]*\s*\{/;

/** A rule block followed, anywhere after its brace, by a declaration (`name: value;`). */
const looksLikeStyles = (code: string): boolean => {
  const rule = RULE_OPENING.exec(code);
  if (!rule) return false;
  // The first `:` after the brace that is not directly followed by `;` starts a value; any later `;` ends it.
  const value = code.slice(rule.index + rule[0].length).search(/:[^;]/);
  return value !== -1 && code.indexOf(';', rule.index + rule[0].length + value + 2) !== -1;
};

/** Infers a block's language from its code when the fence names none. */
const sniff = (code: string): string => {
  if (/@Component\s*\(|^[^\S\n\r\u2028\u2029]*import\s.+from\s+['"]@angular/m.test(code))
    return 'typescript';
  if (/from\s+['"]react['"]/.test(code) && /<[A-Z]/i.test(code)) return 'tsx';
  if (/^\s*</.test(code)) return 'html';
  if (looksLikeStyles(code) && !/\bfunction\b|=>/.test(code)) return 'scss';
  return 'text';
};

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Where a file name is spelled in the component itself (templateUrl, styleUrl, a CSS-module import), that name wins. */
const referenced = (source: string, pattern: RegExp) => {
  const match = pattern.exec(source);
  return match?.[1] ? match[1].replace(/^\.\//, '') : undefined;
};

const isPlainName = (name: string | undefined): name is string =>
  name !== undefined && /^[\w.-]+$/.test(name);

const angularFiles = (blocks: StoredCodeBlock[]): StoredFile[] => {
  const scripts = blocks.filter((b) => b.language === 'typescript');
  const component =
    scripts.find((b) => /@Component\s*\(/.test(b.code)) ??
    scripts.find((b) => !/\bdescribe\s*\(/.test(b.code));
  const source = component?.code ?? '';
  const className = /export\s+class\s+([A-Za-z_]\w*?)(?:Component)?\b/.exec(source)?.[1];
  const selector = /selector\s*:\s*['"`]app-([\w-]+)['"`]/.exec(source)?.[1];
  const base = selector ?? (className ? kebab(className) : 'component');
  const templateName = referenced(source, /templateUrl\s*:\s*['"`]([^'"`]+)['"`]/);
  const styleName = referenced(source, /styleUrls?\s*:\s*(?:\[\s*)?['"`]([^'"`]+)['"`]/);
  const files: StoredFile[] = [];
  if (component)
    files.push({
      path: `${base}.component.ts`,
      content: component.code,
      type: 'component',
      language: 'typescript',
    });
  const spec = scripts.find((b) => b !== component && /\bdescribe\s*\(/.test(b.code));
  if (spec)
    files.push({
      path: `${base}.component.spec.ts`,
      content: spec.code,
      type: 'test',
      language: 'typescript',
    });
  const template = blocks.find((b) => b.language === 'html');
  if (template)
    files.push({
      path: isPlainName(templateName) ? templateName : `${base}.component.html`,
      content: template.code,
      type: 'template',
      language: 'html',
    });
  const style = blocks.find((b) => b.language === 'scss' || b.language === 'css');
  if (style)
    files.push({
      path: isPlainName(styleName) ? styleName : `${base}.component.scss`,
      content: style.code,
      type: 'style',
      language: 'scss',
    });
  return files;
};

const reactFiles = (blocks: StoredCodeBlock[]): StoredFile[] => {
  const component = blocks.find((b) => b.language === 'tsx');
  const source = component?.code ?? '';
  const name =
    /export\s+(?:default\s+)?function\s+([A-Z]\w*)/.exec(source)?.[1] ??
    /export\s+const\s+([A-Z]\w*)\s*=/.exec(source)?.[1] ??
    'Component';
  const cssName = referenced(source, /from\s+['"](\.\/[^'"]+\.css)['"]/);
  const files: StoredFile[] = [];
  if (component)
    files.push({
      path: `${name}.tsx`,
      content: component.code,
      type: 'component',
      language: 'tsx',
    });
  const style = blocks.find((b) => b.language === 'css' || b.language === 'scss');
  if (style)
    files.push({
      path: isPlainName(cssName) ? cssName : `${name}.module.css`,
      content: style.code,
      type: 'style',
      language: 'css',
    });
  return files;
};

// Spaces and tabs only (`\s` would also take line breaks, and a pattern that can run on across lines
// is scanned again from every line of a long blank run).
const NEXT_STEPS =
  /^[^\S\n\r\u2028\u2029]*(?:\*\*)?(?:next steps|suggestions|follow-ups?)(?:\*\*)?[^\S\n\r\u2028\u2029]*(?::[^\S\n\r\u2028\u2029]*)?(?:\*\*[^\S\n\r\u2028\u2029]*)?$/im;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s/;

/** The text of a bullet line ("- Add a dark theme", "2. Add tests"), or undefined for any other line. */
const bulletText = (line: string): string | undefined => {
  const bullet = BULLET.exec(line);
  const text = bullet ? line.slice(bullet[0].length).trim() : '';
  return text && !/[\r\u2028\u2029]/.test(text) ? text : undefined;
};

/**
 * Splits a model's answer into prose, code blocks and follow-up suggestions. Code blocks count only
 * when longer than MIN_CODE_BLOCK_LENGTH characters (the spec's rule); a block cut off by the end of
 * the text still counts, so a truncated answer is validated rather than lost.
 */
export const parseAnswer = (text: string, framework: AiFramework): ParsedAnswer => {
  const codeBlocks: StoredCodeBlock[] = [];
  const { prose, blocks } = splitFences(text);
  for (const { language: fence, body } of blocks) {
    const code = body.trimEnd();
    if (code.trim().length > MIN_CODE_BLOCK_LENGTH) {
      const named = LANGUAGE_ALIASES[fence.toLowerCase()];
      codeBlocks.push({
        language: named ?? (fence ? fence.toLowerCase() : sniff(code)),
        code: `${code}\n`,
      });
    }
  }
  let message = prose;
  const suggestions: string[] = [];
  const steps = NEXT_STEPS.exec(prose);
  if (steps) {
    message = prose.slice(0, steps.index);
    for (const line of prose.slice(steps.index + steps[0].length).split('\n')) {
      const item = bulletText(line);
      if (item) suggestions.push(item.replace(/\*\*/g, '').slice(0, 200));
    }
  }
  message = message.replace(/\n{3,}/g, '\n\n').trim();
  const files = framework === 'angular' ? angularFiles(codeBlocks) : reactFiles(codeBlocks);
  return { message, codeBlocks, files, suggestions: suggestions.slice(0, 4) };
};

/** The fenced text of files, as the model would have written them (the builtin engine's stream and history). */
export const fenced = (blocks: StoredCodeBlock[]): string =>
  blocks.map((b) => `\`\`\`${b.language}\n${b.code.replace(/\n$/, '')}\n\`\`\``).join('\n\n');
