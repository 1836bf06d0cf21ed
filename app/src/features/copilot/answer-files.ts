import { createTwoFilesPatch } from 'diff';
import type { AiGeneratedFile } from '@kiln/contract';
import { getCodeLanguageLabel, type CodeTabsFile } from '@kiln/design-system';
import type { CopilotMessage } from './chat-machine';

const order: Record<AiGeneratedFile['type'], number> = {
  component: 0,
  template: 1,
  style: 2,
  test: 3,
};

const byRole = (files: readonly AiGeneratedFile[]) =>
  [...files].sort((a, b) => order[a.type] - order[b.type]);

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

export type FileChange = { label: string; patch: string };

/**
 * What a follow-up's answer changed against the answer before it, file by file. Files are paired
 * by their role (component, template, style, tests), since a rename changes their paths.
 */
export function changesBetween(
  previous: readonly AiGeneratedFile[],
  next: readonly AiGeneratedFile[],
): FileChange[] {
  const roles = [...new Set([...previous, ...next].map((file) => file.type))].sort(
    (a, b) => order[a] - order[b],
  );
  return roles.map((role) => {
    const before = previous.find((file) => file.type === role);
    const after = next.find((file) => file.type === role);
    const label = after?.path ?? before?.path ?? role;
    return {
      label,
      patch: createTwoFilesPatch(
        before?.path ?? label,
        after?.path ?? label,
        before?.content ?? '',
        after?.content ?? '',
        undefined,
        undefined,
        { context: 3 },
      ),
    };
  });
}

/** The files of the latest code answer before the message at `index`: what a follow-up changed. */
export function previousAnswerFiles(
  messages: readonly CopilotMessage[],
  index: number,
): AiGeneratedFile[] | undefined {
  for (let at = index - 1; at >= 0; at -= 1) {
    const files = messages[at]?.answer?.files;
    if (files && files.length > 0) return files;
  }
  return undefined;
}

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
