/**
 * The scorecard's "safe" check: finds the ways generated code can run or inject markup it was
 * handed — innerHTML/outerHTML/insertAdjacentHTML, Angular's bypassSecurityTrust…, React's
 * dangerouslySetInnerHTML, eval and new Function. Code is lexed so that comments and the text of
 * strings do not count; strings and template literals are read as markup instead, where only a
 * property binding such as `[innerHTML]="…"` counts. HTML templates are read as markup, comments
 * left out. Regular-expression literals are not told apart from division, so a quote inside one
 * can hide the code after it until the next matching quote.
 */

export interface SafetyFinding {
  file: string;
  /** 1-based. */
  line: number;
  /** What was found, as the reason names it. */
  pattern: string;
}

interface ScannedFile {
  path: string;
  content: string;
}

const CODE_FILE = /\.[cm]?[jt]sx?$/i;
const MARKUP_FILE = /\.html?$/i;
const IDENTIFIER_START = /[A-Z_$]/i;
const IDENTIFIER_PART = /[\w$]/;
const MARKUP_SINKS = ['innerHTML', 'outerHTML'];
/** `[innerHTML]="…"`, `[outerHTML]`, and the long form `bind-innerHTML`. */
const BINDING = /\[\s*(innerHTML|outerHTML)\s*\]|\bbind-(innerHTML|outerHTML)\b/g;
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

const lineAt = (text: string, offset: number, firstLine: number) => {
  let line = firstLine;
  for (let index = 0; index < offset; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
};

/** Bindings in markup: an HTML template file, or the text of a string in code. */
const scanMarkup = (file: string, text: string, firstLine: number, found: SafetyFinding[]) => {
  // Comments are blanked, newlines kept, so lines still count right.
  const uncommented = text.replace(HTML_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const match of uncommented.matchAll(BINDING)) {
    const sink = match[1] ?? match[2] ?? 'innerHTML';
    found.push({ file, line: lineAt(uncommented, match.index, firstLine), pattern: `[${sink}]` });
  }
};

/** What an identifier in code means for the check, given the code around it. */
const classify = (word: string, previous: string, next: string): string | undefined => {
  if (MARKUP_SINKS.includes(word) || word === 'insertAdjacentHTML') return word;
  if (word.startsWith('bypassSecurityTrust')) return word;
  if (word === 'dangerouslySetInnerHTML') return word;
  if (word === 'eval' && next === '(' && previous !== '.') return 'eval';
  if (word === 'Function' && (previous === 'new' || next === '(') && previous !== '.')
    return 'new Function';
  return undefined;
};

const scanCode = (file: string, text: string, found: SafetyFinding[]) => {
  let line = 1;
  let index = 0;
  let previousToken = '';
  /** Open `${` expressions of template literals, by the brace depth at which each started. */
  const templateDepths: number[] = [];
  let depth = 0;

  const nextNonSpace = (from: number) => {
    let at = from;
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
    return text[at] ?? '';
  };

  /** Reads a template literal's text from `index` up to its end or its next `${`. */
  const readTemplateText = () => {
    const start = index;
    const startLine = line;
    while (index < text.length) {
      const char = text[index];
      if (char === '\\') index += 2;
      else if (char === '`') break;
      else if (char === '$' && text[index + 1] === '{') break;
      else index += 1;
    }
    const chunk = text.slice(start, Math.min(index, text.length));
    scanMarkup(file, chunk, startLine, found);
    line += chunk.split('\n').length - 1;
    if (text[index] === '`') {
      index += 1;
    } else if (index < text.length) {
      index += 2;
      templateDepths.push(depth);
      depth += 1;
    }
    previousToken = '`';
  };

  while (index < text.length) {
    const char = text[index] ?? '';
    const following = text[index + 1];
    if (char === '\n') {
      line += 1;
      index += 1;
    } else if (char === '/' && following === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
    } else if (char === '/' && following === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      line += text.slice(index, stop).split('\n').length - 1;
      index = stop;
    } else if (char === '"' || char === "'") {
      const start = index + 1;
      index = start;
      while (index < text.length && text[index] !== char && text[index] !== '\n')
        index += text[index] === '\\' ? 2 : 1;
      scanMarkup(file, text.slice(start, index), line, found);
      index += 1;
      previousToken = char;
    } else if (char === '`') {
      index += 1;
      readTemplateText();
    } else if (char === '{') {
      depth += 1;
      index += 1;
      previousToken = char;
    } else if (char === '}') {
      depth -= 1;
      index += 1;
      if (templateDepths.at(-1) === depth) {
        templateDepths.pop();
        readTemplateText();
      } else previousToken = char;
    } else if (IDENTIFIER_START.test(char)) {
      const start = index;
      while (index < text.length && IDENTIFIER_PART.test(text[index] ?? '')) index += 1;
      const word = text.slice(start, index);
      const pattern = classify(word, previousToken, nextNonSpace(index));
      if (pattern) found.push({ file, line, pattern });
      previousToken = word;
    } else {
      if (!/\s/.test(char)) previousToken = char;
      index += 1;
    }
  }
};

/** Every finding in the files, in file order then line order. */
export const scanSafety = (files: readonly ScannedFile[]): SafetyFinding[] => {
  const found: SafetyFinding[] = [];
  for (const file of files) {
    if (CODE_FILE.test(file.path)) scanCode(file.path, file.content, found);
    else if (MARKUP_FILE.test(file.path)) scanMarkup(file.path, file.content, 1, found);
  }
  return found;
};
