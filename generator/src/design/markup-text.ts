/**
 * Design mode's text edit of code the engine did not write (a model provider's answer, an
 * import): one occurrence of a text the component shows becomes another, and every other byte of
 * every file stays as it was. Only markup is searched, Angular templates or JSX, so a text that
 * also names code (a class, a route, a key) is changed only where it is shown.
 */
import { isReactFramework, type Framework, type GeneratedFile } from '../model';
import { angularTextRuns } from './angular-markup';
import { DesignEditError } from './edit-error';
import { inlineTemplateRuns, jsxTextRuns } from './module-markup';
import { escapeFor, readRun, type RunSource, type TextRun } from './text-runs';

/** The `nth` (0-based, in source order) occurrence of `from` in the markup becomes `value`. */
export interface MarkupTextEdit {
  from: string;
  /** Ignored when `from` occurs once. */
  nth?: number;
  value: string;
}

/** Tests and stories repeat the texts they look for; they are not the component's markup. */
const isTest = (file: GeneratedFile) =>
  file.type === 'test' || /\.(?:spec|test|stories)\.[jt]sx?$/.test(file.path);

/** The markup's text runs of one file, as the framework writes its markup. */
function runsOf(file: GeneratedFile, framework: Framework): RunSource[] {
  if (isTest(file)) return [];
  const { path, content } = file;
  if (isReactFramework(framework)) return /\.[jt]sx$/.test(path) ? jsxTextRuns(path, content) : [];
  if (path.endsWith('.html')) return angularTextRuns(content, 0, content.length);
  return path.endsWith('.ts') && content.includes('template')
    ? inlineTemplateRuns(path, content)
    : [];
}

/** Whitespace as the page shows it: every run of it one space, none at either end. */
const shown = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

/** A text for a message: short enough to read in one line. */
const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;

export function replaceMarkupText(
  files: readonly GeneratedFile[],
  framework: Framework,
  edit: MarkupTextEdit,
): GeneratedFile[] {
  const from = shown(String(edit.from ?? ''));
  const notFound = () =>
    new DesignEditError(
      `${quoted(from || String(edit.from))} could not be found in the component's markup`,
    );
  if (!from) throw notFound();
  const found: { file: number; run: TextRun; at: number }[] = [];
  files.forEach((file, index) => {
    for (const source of runsOf(file, framework)) {
      const run = readRun(file.content, source);
      for (let at = run.text.indexOf(from); at >= 0; at = run.text.indexOf(from, at + from.length))
        found.push({ file: index, run, at });
    }
  });
  const chosen = found.length === 1 ? found[0] : found[edit.nth ?? 0];
  if (!chosen) throw notFound();
  const { run, at } = chosen;
  const file = files[chosen.file]!;
  const start = run.starts[at]!;
  const end = run.ends[at + from.length - 1]!;
  const content = `${file.content.slice(0, start)}${escapeFor(run, String(edit.value ?? ''))}${file.content.slice(end)}`;
  return files.map((each, index) => (index === chosen.file ? { ...each, content } : each));
}
