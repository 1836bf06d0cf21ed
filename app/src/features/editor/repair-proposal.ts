import { createTwoFilesPatch } from 'diff';
import type { AiGeneratedFile } from '@kiln/contract';

export type ProposedFile = { path: string; before: string; after: string; patch: string };

/**
 * What a repair answer would change in the editor: each edited file takes the answer's file of
 * the same path, else of the same role (component, template, style, test), since a model may
 * rename files; the editor keeps its own files and names. Unchanged files are left out.
 */
export function repairProposal(
  edited: readonly AiGeneratedFile[],
  answered: readonly AiGeneratedFile[],
): ProposedFile[] {
  const proposal: ProposedFile[] = [];
  for (const file of edited) {
    const match =
      answered.find((candidate) => candidate.path === file.path) ??
      answered.find((candidate) => candidate.type === file.type);
    if (!match || match.content === file.content) continue;
    proposal.push({
      path: file.path,
      before: file.content,
      after: match.content,
      patch: createTwoFilesPatch(
        file.path,
        file.path,
        file.content,
        match.content,
        undefined,
        undefined,
        {
          context: 3,
        },
      ),
    });
  }
  return proposal;
}
