import * as React from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AiFramework, AiGeneratedFile, PreviewProblem } from '@kiln/contract';
import { repairRequest } from '../../lib/preview/repair-request';
import { postRepair } from './api/post-repair';
import { repairProposal } from './repair-proposal';

/**
 * "Fix with AI" beside the editor: sends the preview's problems with the files the preview ran,
 * in one conversation per editor screen, and turns the answer into a proposed change. Once a
 * proposal is applied, the files it produced are remembered, so the preview can say when the
 * repair did not fix it.
 */
export function useEditorRepair({ framework, title }: { framework: AiFramework; title: string }) {
  const session = React.useRef<string | null>(null);
  const [applied, setApplied] = React.useState<AiGeneratedFile[] | null>(null);
  const mutation = useMutation({
    mutationFn: ({ files, problems }: { files: AiGeneratedFile[]; problems: PreviewProblem[] }) =>
      postRepair({
        sessionId: session.current,
        title,
        framework,
        files,
        message: repairRequest(problems),
      }),
    onSuccess: (answer) => {
      session.current = answer.sessionId;
    },
  });
  const sent = mutation.variables?.files;
  const proposal = React.useMemo(
    () => (mutation.data && sent ? repairProposal(sent, mutation.data.files) : []),
    [mutation.data, sent],
  );

  return {
    request: (files: AiGeneratedFile[], problems: PreviewProblem[]) =>
      mutation.mutate({ files, problems }),
    pending: mutation.isPending,
    error: mutation.error,
    answer: mutation.data ?? null,
    proposal,
    /** The files as they are once the proposal is applied to `files`. */
    apply: (files: AiGeneratedFile[]) => {
      const next = files.map((file) => {
        const change = proposal.find((proposed) => proposed.path === file.path);
        return change ? { ...file, content: change.after } : file;
      });
      setApplied(next);
      mutation.reset();
      return next;
    },
    dismiss: () => mutation.reset(),
    applied,
  };
}
