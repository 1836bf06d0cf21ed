import type { AiFramework, AiGeneratedFile } from '@kiln/contract';
import { getCodeLanguageLabel, type CodeTabsFile } from '@kiln/design-system';

/** The order a component's files are shown in. */
export const fileOrder: Record<AiGeneratedFile['type'], number> = {
  component: 0,
  template: 1,
  style: 2,
  test: 3,
};

const byRole = (files: readonly AiGeneratedFile[]) =>
  [...files].sort((a, b) => fileOrder[a.type] - fileOrder[b.type]);

/** An answer's files as tabs: the component, its template and its styles, then its tests. */
export const answerTabs = (files: readonly AiGeneratedFile[]): CodeTabsFile[] =>
  byRole(files).map((file) => ({
    code: file.content,
    language: file.language,
    path: file.path,
    label: file.type === 'test' ? 'Tests' : getCodeLanguageLabel(file.language),
  }));

/** Every file of an answer as one text, each under its path, for "Copy all". */
export const allFilesText = (files: readonly AiGeneratedFile[]) =>
  byRole(files)
    .map((file) => `// ${file.path}\n${file.content.replace(/\n$/, '')}\n`)
    .join('\n');

/** The component's name as the answer's main file spells it ("login-form.component.ts" → "Login form"). */
export function suggestedName(files: readonly AiGeneratedFile[]): string {
  const main = files.find((file) => file.type === 'component') ?? files[0];
  const stem = main?.path.split('/').pop()?.split('.')[0] ?? 'component';
  const words = stem
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Component';
}

/** A component's framework, read from its files: React files are TSX (or JSX). */
export const frameworkOfFiles = (files: readonly AiGeneratedFile[]): AiFramework =>
  files.some((file) => /\.[jt]sx$/.test(file.path)) ? 'react' : 'angular';
