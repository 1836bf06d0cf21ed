/** What every check reports, and where in a file it points. */
export interface Diagnostic {
  file: string;
  /** 1-based; 0 when the problem concerns the whole file. */
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
  source: 'typescript' | 'angular' | 'sass' | 'files';
}

/** A file under its plain name, as the checks read it. */
export interface NamedFile {
  name: string;
  text: string;
}

/** 1-based line and column of an offset into a file's text. */
export function lineOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
