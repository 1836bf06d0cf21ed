import type { AiGeneratedFile } from '@kiln/contract';

/*
 * The tab names and order follow `lib/generated-files.ts` (component, template, styles, tests;
 * languages named as the design system's code blocks name them). They are restated here rather
 * than imported: the editor loads apart from the other screens, and a module it shared with them
 * would be split into a chunk of its own, named in every one of their route manifest entries,
 * which the first page carries within its 120 kB budget.
 */
const order: Record<AiGeneratedFile['type'], number> = {
  component: 0,
  template: 1,
  style: 2,
  test: 3,
};

const languageNames: Record<string, string> = {
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  html: 'HTML',
  scss: 'SCSS',
  css: 'CSS',
};

export type FileTab = { path: string; label: string };

/** A component's files as tabs: the component, its template and styles, then its tests. */
export function fileTabs(files: readonly AiGeneratedFile[]): FileTab[] {
  const sorted = [...files].sort((a, b) => order[a.type] - order[b.type]);
  const base = sorted.map((file) =>
    file.type === 'test' ? 'Tests' : (languageNames[file.language.toLowerCase()] ?? file.language),
  );
  // Two files of one kind (two stylesheets) are told apart by their names.
  return sorted.map((file, index) => ({
    path: file.path,
    label:
      base.filter((label) => label === base[index]).length > 1
        ? `${base[index]} · ${file.path.split('/').pop() ?? file.path}`
        : (base[index] ?? file.path),
  }));
}
