import { createTwoFilesPatch } from 'diff';
import type { AiGeneratedFile } from '@kiln/contract';
import { fileOrder } from '../../lib/generated-files';
import type { CopilotMessage } from './chat-machine';

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
    (a, b) => fileOrder[a] - fileOrder[b],
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
