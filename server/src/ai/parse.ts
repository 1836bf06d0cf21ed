import { MIN_CODE_BLOCK_LENGTH, type AiFramework } from '@kiln/contract';
import type { StoredCodeBlock, StoredFile } from '../db/schema/index';

export interface ParsedAnswer {
  /** The prose of the answer, without code blocks and without the next-steps list. */
  message: string;
  codeBlocks: StoredCodeBlock[];
  files: StoredFile[];
  suggestions: string[];
}

const FENCE = /```[ \t]*([\w#+.-]*)[^\n]*\n([\s\S]*?)(?:```|$(?![\s\S]))/g;

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

/** Infers a block's language from its code when the fence names none. */
const sniff = (code: string): string => {
  if (/@Component\s*\(|^\s*import\s.+from\s+['"]@angular/m.test(code)) return 'typescript';
  if (/from\s+['"]react['"]/.test(code) && /<[A-Za-z]/.test(code)) return 'tsx';
  if (/^\s*</.test(code)) return 'html';
  if (/^[\s\S]*?[.#:&][\w-]*\s*\{[\s\S]*?:[^;]+;/.test(code) && !/\bfunction\b|=>/.test(code))
    return 'scss';
  return 'text';
};

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
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
  const styleName = referenced(source, /styleUrls?\s*:\s*\[?\s*['"`]([^'"`]+)['"`]/);
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

const NEXT_STEPS =
  /^\s*(?:\*\*)?(?:next steps|suggestions|follow-ups?)(?:\*\*)?\s*:?\s*(?:\*\*)?\s*$/im;

/**
 * Splits a model's answer into prose, code blocks and follow-up suggestions. Code blocks count only
 * when longer than MIN_CODE_BLOCK_LENGTH characters (the spec's rule); a block cut off by the end of
 * the text still counts, so a truncated answer is validated rather than lost.
 */
export const parseAnswer = (text: string, framework: AiFramework): ParsedAnswer => {
  const codeBlocks: StoredCodeBlock[] = [];
  const prose = text.replace(FENCE, (_match, fence: string, body: string) => {
    const code = body.replace(/\s+$/, '');
    if (code.trim().length > MIN_CODE_BLOCK_LENGTH) {
      const named = LANGUAGE_ALIASES[fence.toLowerCase()];
      codeBlocks.push({
        language: named ?? (fence ? fence.toLowerCase() : sniff(code)),
        code: `${code}\n`,
      });
    }
    return '\n';
  });
  let message = prose;
  const suggestions: string[] = [];
  const steps = NEXT_STEPS.exec(prose);
  if (steps) {
    message = prose.slice(0, steps.index);
    for (const line of prose.slice(steps.index + steps[0].length).split('\n')) {
      const item = /^\s*(?:[-*•]|\d+[.)])\s+(.+?)\s*$/.exec(line);
      if (item?.[1]) suggestions.push(item[1].replace(/\*\*/g, '').slice(0, 200));
    }
  }
  message = message.replace(/\n{3,}/g, '\n\n').trim();
  const files = framework === 'react' ? reactFiles(codeBlocks) : angularFiles(codeBlocks);
  return { message, codeBlocks, files, suggestions: suggestions.slice(0, 4) };
};

/** The fenced text of files, as the model would have written them (the builtin engine's stream and history). */
export const fenced = (blocks: StoredCodeBlock[]): string =>
  blocks.map((b) => `\`\`\`${b.language}\n${b.code.replace(/\n$/, '')}\n\`\`\``).join('\n\n');
