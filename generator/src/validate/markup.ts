/**
 * The checks of templates (Angular's parser), styles (sass) and the files' references to each
 * other. The parser and sass load on the first check that needs them, not with the engine.
 */
import type * as AngularCompiler from '@angular/compiler';
import type * as Sass from 'sass';
import { lineOf, type Diagnostic, type NamedFile } from './diagnostic';

let compiler: Promise<typeof AngularCompiler> | undefined;
let sassModule: Promise<typeof Sass> | undefined;

export async function checkTemplate(name: string, text: string): Promise<Diagnostic[]> {
  const { parseTemplate } = await (compiler ??= import('@angular/compiler'));
  const parsed = parseTemplate(text, name, { preserveWhitespaces: false });
  return (parsed.errors ?? []).map((error) => ({
    file: name,
    line: error.span.start.line + 1,
    column: error.span.start.col + 1,
    message: error.msg,
    severity: 'error' as const,
    source: 'angular' as const,
  }));
}

export async function checkStyle(name: string, text: string): Promise<Diagnostic[]> {
  const sass = await (sassModule ??= import('sass'));
  try {
    sass.compileString(text, {
      syntax: name.endsWith('.css') ? 'css' : name.endsWith('.sass') ? 'indented' : 'scss',
      logger: sass.Logger.silent,
    });
    return [];
  } catch (error) {
    const exception = error as Sass.Exception;
    return [
      {
        file: name,
        line: (exception.span?.start.line ?? -1) + 1,
        column: (exception.span?.start.column ?? -1) + 1,
        message: exception.sassMessage ?? String(error),
        severity: 'error',
        source: 'sass',
      },
    ];
  }
}

export function checkReferences(files: NamedFile[]): Diagnostic[] {
  const names = new Set(files.map((f) => f.name));
  const out: Diagnostic[] = [];
  for (const file of files) {
    if (!/\.ts$/.test(file.name)) continue;
    for (const match of file.text.matchAll(
      /\b(templateUrl|styleUrl)\s*:\s*['"]\.\/([^'"]+)['"]/g,
    )) {
      if (!names.has(match[2]!))
        out.push({
          file: file.name,
          ...lineOf(file.text, match.index),
          message: `${match[1]} points to ./${match[2]}, which is not among the files.`,
          severity: 'error',
          source: 'files',
        });
    }
  }
  return out;
}
