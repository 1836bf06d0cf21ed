/**
 * Where a line of a preview build came from, read in the frame when the component fails: the
 * server turns the build's source map into this table (`source-lines.ts`), and the frame looks up
 * the build script's line and column of an error's stack to name the component's file and line.
 * This module is bundled into the frame's runtime, so it imports nothing.
 */
export interface BuildLocations {
  /** The component's files, as the person knows them ("button.component.ts"). */
  files: string[];
  /**
   * One entry per line of the build script: runs of `[first column, file index, line in the file]`
   * (columns 0-based, lines 1-based), flattened; a run lasts until the next one starts. A line
   * without runs is the runtime's glue, not the component's code.
   */
  lines: number[][];
  /**
   * Angular components by class name, with the file of their template (the component's own file
   * for an inline template): template code runs in functions Angular's JIT compiler names after
   * the component, which have no place in the build's map.
   */
  templates?: Record<string, string>;
}

export interface SourceLocation {
  file: string;
  /** Unknown for a template, whose code Angular compiles in the browser. */
  line: number | null;
}

/** The component's file and line for a 1-based line and column of the build script. */
export const locateInBuild = (
  table: BuildLocations,
  line: number,
  column: number,
): SourceLocation | null => {
  const runs = table.lines[line - 1];
  if (!runs) return null;
  let found: SourceLocation | null = null;
  for (let index = 0; index + 2 < runs.length && runs[index]! <= column - 1; index += 3) {
    const file = table.files[runs[index + 1]!];
    found = file === undefined ? null : { file, line: runs[index + 2]! };
  }
  return found;
};

/**
 * The script URL, line and column ending a stack line, in the forms browsers write:
 * "at f (url:12:7)", "at url:12:7", "f@url:12:7". Read by hand, as a pattern would backtrack.
 */
const stackPosition = (frame: string): { url: string; line: number; column: number } | null => {
  const text = frame.trim().replace(/\)$/, '');
  const columnAt = text.lastIndexOf(':');
  const lineAt = text.lastIndexOf(':', columnAt - 1);
  if (lineAt <= 0) return null;
  const line = Number(text.slice(lineAt + 1, columnAt));
  const column = Number(text.slice(columnAt + 1));
  if (!Number.isInteger(line) || !Number.isInteger(column)) return null;
  const start = Math.max(
    text.lastIndexOf(' ', lineAt),
    text.lastIndexOf('(', lineAt),
    text.lastIndexOf('@', lineAt),
  );
  return { url: text.slice(start + 1, lineAt), line, column };
};

/**
 * The first frame of an error's stack that lies in a build's code the tables know, as the
 * component's file and line. `tables` is keyed by the build script's URL.
 */
export const locateStack = (
  stack: string,
  tables: ReadonlyMap<string, BuildLocations>,
): SourceLocation | null => {
  for (const frame of stack.split('\n')) {
    const position = stackPosition(frame);
    const table = position && tables.get(position.url);
    if (!position || !table) continue;
    const found = locateInBuild(table, position.line, position.column);
    if (found) return found;
  }
  return locateTemplate(stack, tables);
};

/**
 * A stack frame in a component's template: Angular's JIT compiler names a template's functions
 * after the component ("Card_Template", "Card_For_3_Template", "Card_Template_button_click_0_listener"),
 * as the bundle names the class: esbuild may add a number ("Card2").
 */
const locateTemplate = (
  stack: string,
  tables: ReadonlyMap<string, BuildLocations>,
): SourceLocation | null => {
  for (const frame of stack.split('\n')) {
    const name = frame.trim().replace(/^at /, '');
    for (const table of tables.values())
      for (const [owner, file] of Object.entries(table.templates ?? {}))
        if (name.startsWith(owner) && /^\d*_/.test(name.slice(owner.length)))
          return { file, line: null };
  }
  return null;
};
