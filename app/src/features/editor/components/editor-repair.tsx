import { Check, X } from 'lucide-react';
import { failedValidation, type ChatAnswerData } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  CodeDiff,
  Spinner,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import type { ProposedFile } from '../repair-proposal';

type Props = {
  pending: boolean;
  error: unknown;
  answer: ChatAnswerData | null;
  proposal: ProposedFile[];
  onApply: () => void;
  onDismiss: () => void;
};

/**
 * The copilot's answer to "Fix with AI" under the editor's preview: its words, and the files it
 * would change as diffs to apply or dismiss. An answer without code (the built-in engine, which
 * cannot repair hand-edited code) is shown in its plain words.
 */
export function EditorRepair({ pending, error, answer, proposal, onApply, onDismiss }: Props) {
  if (pending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" aria-hidden />
        Asking the copilot to fix it…
      </p>
    );
  if (error)
    return (
      <Alert variant="destructive">
        <AlertTitle>The fix could not be asked for</AlertTitle>
        <AlertDescription>{describeError(error)}</AlertDescription>
      </Alert>
    );
  if (!answer) return null;
  return (
    <section
      aria-label="Suggested fix"
      className="flex min-w-0 flex-col gap-3 rounded-control border border-border p-3"
      data-testid="editor-repair"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-base font-semibold">Suggested fix</h4>
        {answer.files.length > 0 && failedValidation(answer.validation) ? (
          <Badge variant="warning">Did not pass Kiln’s checks</Badge>
        ) : null}
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{answer.message}</p>
      {proposal.map((change) => (
        <CodeDiff key={change.path} patch={change.patch} label={change.path} />
      ))}
      {answer.files.length > 0 && proposal.length === 0 ? (
        <p className="text-sm text-muted-foreground">The answer changes none of your files.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {proposal.length > 0 ? (
          <Button size="sm" onClick={onApply}>
            <Check aria-hidden />
            Apply to the editor
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onDismiss}>
          <X aria-hidden />
          Dismiss
        </Button>
      </div>
    </section>
  );
}
