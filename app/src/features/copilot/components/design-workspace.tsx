import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { describeDesignEdit, type DesignEdit, type DesignTarget } from '@kiln/contract';
import { Code, Eye, FileDiff } from 'lucide-react';
import { Button, CodeDiff, CodeTabs } from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { answerTabs, frameworkOfFiles } from '../../../lib/generated-files';
import { LazyLivePreview } from '../../../lib/preview/code-with-preview';
import { designQueryOptions, useDesign } from '../api/post-design';
import { useKeepDesign } from '../api/post-design-keep';
import { changesBetween } from '../answer-files';
import type { CodeAnswer } from '../chat-machine';
import {
  addStep,
  editsOf,
  isUndoKey,
  styleOf,
  undoStep,
  undoTo,
  type DesignHistory,
} from '../design/design-edits';
import { followPart, partOfTarget } from '../design/design-parts';
import { DesignPanel, type DesignSelection } from './design-panel';

type Props = {
  answer: CodeAnswer;
  sessionId: string;
  name: string;
  /** The edits so far: kept by the answer, so leaving design mode and coming back keeps them. */
  history: DesignHistory;
  onHistory: (history: DesignHistory) => void;
  /** The edits were kept as the conversation's newest answer. */
  onKept: () => void;
  /** Discard: the edits are dropped and design mode is left. */
  onDiscard: () => void;
};

type View = 'preview' | 'code' | 'changes';

/**
 * Design mode on an answer: its preview picks parts, the panel edits them, and each edit is
 * printed again by the server (no model, nothing charged); the preview, the code and the changes
 * against the answer show the result. Ctrl+Z undoes the last edit (not while typing in a field).
 */
export function DesignWorkspace({
  answer,
  sessionId,
  name,
  history,
  onHistory,
  onKept,
  onDiscard,
}: Props) {
  const [view, setView] = React.useState<View>('preview');
  const [selection, setSelection] = React.useState<DesignSelection | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [printing, setPrinting] = React.useState(false);
  const queryClient = useQueryClient();
  const input = { sessionId, messageId: answer.messageId };
  const edits = React.useMemo(() => editsOf(history), [history]);
  const design = useDesign({ ...input, edits });
  const keep = useKeepDesign();
  const result = design.data;
  const files = result?.files ?? answer.files;
  const loadProblem = design.isError ? describeError(design.error) : null;

  /**
   * Moves to another list of edits once the server has printed it; a refused edit (the server's
   * 400: a part gone, a text not found) leaves the list as it was and says why. The selected part
   * follows: its id may change when a sibling moves or goes, its label with a rename.
   */
  const goTo = async (next: DesignHistory, renamed?: string) => {
    setProblem(null);
    setPrinting(true);
    try {
      const printed = await queryClient.fetchQuery(
        designQueryOptions({ ...input, edits: editsOf(next) }),
      );
      onHistory(next);
      setSelection((current) => {
        if (current?.kind !== 'part' || printed.mode !== 'model') return current;
        const part = followPart(current.part, printed.parts, renamed);
        return part ? { kind: 'part', part } : null;
      });
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setPrinting(false);
    }
  };

  const edit = (next: DesignEdit) => {
    if (next.op === 'remove') setSelection(null);
    if (next.op === 'replace-text' && selection?.kind === 'text')
      setSelection({ kind: 'text', target: { ...selection.target, text: next.value } });
    const words = describeDesignEdit(next, result?.parts ?? []);
    void goTo(addStep(history, { edit: next, words }), next.op === 'text' ? next.value : undefined);
  };

  const undo = () => {
    if (history.length > 0) void goTo(undoStep(history));
  };
  const undoByKey = React.useEffectEvent(undo);
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event)) return;
      event.preventDefault();
      undoByKey();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const pick = (target: DesignTarget) => {
    setProblem(null);
    if (!result) return;
    if (result.mode === 'text') return setSelection({ kind: 'text', target });
    const part = partOfTarget(result.parts, target);
    setSelection(part ? { kind: 'part', part } : { kind: 'unmapped', target });
  };

  const keepEdits = () => {
    setProblem(null);
    keep.mutate(
      { sessionId, messageId: answer.messageId, edits },
      { onSuccess: onKept, onError: (error) => setProblem(describeError(error)) },
    );
  };

  const tabs = answerTabs(files);
  const changes = view === 'changes' ? changesBetween(answer.files, files) : [];
  const views: { id: View; label: string; icon: React.ReactNode }[] = [
    // Named apart from the answer's own Code, Preview and Changes, which leave design mode.
    { id: 'preview', label: 'Edited preview', icon: <Eye aria-hidden /> },
    { id: 'code', label: 'Edited code', icon: <Code aria-hidden /> },
    { id: 'changes', label: 'Edits as a diff', icon: <FileDiff aria-hidden /> },
  ];

  return (
    <div
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-testid="design-workspace"
      data-edits={history.length}
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div role="group" aria-label="Edited component" className="flex flex-wrap gap-1">
          {views.map((option) => (
            <Button
              key={option.id}
              size="sm"
              variant={view === option.id ? 'secondary' : 'ghost'}
              aria-pressed={view === option.id}
              onClick={() => setView(option.id)}
            >
              {option.icon}
              {option.label}
            </Button>
          ))}
        </div>
        {view === 'preview' ? (
          <LazyLivePreview
            framework={frameworkOfFiles(files)}
            files={files}
            label={`${name} (design mode)`}
            design={{ on: true, onSelect: pick }}
          />
        ) : view === 'code' ? (
          <CodeTabs files={tabs} label={`${name} files, edited`} />
        ) : (
          <div className="flex min-w-0 flex-col gap-3" data-testid="design-changes">
            {history.length === 0 ? (
              <p className="text-sm text-muted-foreground">No edits yet: nothing has changed.</p>
            ) : (
              changes.map((change) => (
                <CodeDiff key={change.label} patch={change.patch} label={change.label} />
              ))
            )}
          </div>
        )}
      </div>
      <DesignPanel
        mode={result?.mode ?? null}
        selection={selection}
        history={history}
        style={styleOf(history)}
        layouts={result?.layouts ?? []}
        busy={printing || design.isFetching}
        keeping={keep.isPending}
        problem={problem ?? loadProblem}
        onEdit={edit}
        onUndo={undo}
        onUndoTo={(index) => void goTo(undoTo(history, index))}
        onKeep={keepEdits}
        onDiscard={onDiscard}
      />
    </div>
  );
}
