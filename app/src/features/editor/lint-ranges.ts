import type { AiDiagnostic } from '@kiln/contract';

/**
 * A validator's finding (1-based line and column; line 0 means the whole file) placed in a file's
 * text, in the shape CodeMirror's lint extension draws.
 */
export type LintRange = {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
  source: string;
};

const baseName = (path: string) => path.split('/').pop() ?? path;

/** The findings about one file: named by its path, or by its name when the validator drops folders. */
export const diagnosticsForFile = (
  path: string,
  diagnostics: readonly AiDiagnostic[],
): AiDiagnostic[] =>
  diagnostics.filter(
    (diagnostic) => diagnostic.file === path || baseName(diagnostic.file) === baseName(path),
  );

const WORD = /[\w$@-]/;
const OPENING = /[</#.[(]/;

/**
 * Where each finding goes in the text. A position past the end of its line or of the file is
 * pulled back inside, so a finding about code edited since still shows; the squiggle covers the
 * word that starts at the column (with the brackets that open it, as in `</div`; one character
 * when there is no word), the line when no column is given, and the whole file for line 0.
 */
export function toLintRanges(code: string, diagnostics: readonly AiDiagnostic[]): LintRange[] {
  const lines = code.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  return diagnostics.map(({ line, column, severity, message, source }) => {
    const finding = { severity, message, source };
    if (line < 1) return { from: 0, to: code.length, ...finding };
    const index = Math.min(line, lines.length) - 1;
    const lineStart = lineStarts[index] ?? 0;
    const lineEnd = lineStart + (lines[index]?.length ?? 0);
    if (column < 1) return { from: lineStart, to: lineEnd, ...finding };
    const from = Math.min(lineStart + column - 1, lineEnd);
    let to = from;
    while (to < lineEnd && OPENING.test(code.charAt(to))) to += 1;
    const wordStart = to;
    while (to < lineEnd && WORD.test(code.charAt(to))) to += 1;
    if (to === wordStart) to = from;
    if (to === from && from < lineEnd) to = from + 1;
    return { from, to, ...finding };
  });
}
