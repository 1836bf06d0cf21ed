import * as React from 'react';
import {
  describeDesignEdit,
  type AiFramework,
  type AiGeneratedFile,
  type DesignEdit,
  type DesignTarget,
} from '@kiln/contract';
import { Undo2 } from 'lucide-react';
import { Alert, AlertDescription, Button } from '@kiln/design-system';
import { DesignTextEdit } from '../../../components/design-text-edit';
import { describeError } from '../../../lib/error-message';
import { useDesignText } from '../api/post-design-text';
import type { EditorController } from '../codemirror/create-editor';

/** One design edit as the editor made it: the file before and after, and the edit in words. */
type Step = { path: string; before: string; after: string; words: string };

type Props = {
  framework: AiFramework;
  /** The editor's files as they are now. */
  files: readonly AiGeneratedFile[];
  picked: DesignTarget | null;
  onPicked: (target: DesignTarget) => void;
  controller: EditorController | null;
};

/**
 * Design mode in the editor: the text picked in the preview is changed in the file that writes
 * it (by the server, where the markup writes it and nowhere else), as one change the code
 * editor's own undo also takes back. Undo here takes back the last design edit while its file is
 * as that edit left it.
 */
export function EditorDesign({ framework, files, picked, onPicked, controller }: Props) {
  const change = useDesignText();
  const [steps, setSteps] = React.useState<Step[]>([]);
  const [problem, setProblem] = React.useState<string | null>(null);

  const apply = (target: DesignTarget, value: string) => {
    const edit: Extract<DesignEdit, { op: 'replace-text' }> = {
      op: 'replace-text',
      from: target.text,
      nth: target.nth,
      value,
    };
    setProblem(null);
    change.mutate(
      { framework, files: [...files], edit },
      {
        onSuccess: (result) => {
          const before = files.find((file) => file.path === result.changed)?.content;
          const after = result.files.find((file) => file.path === result.changed)?.content;
          if (before === undefined || after === undefined || !controller) return;
          controller.replace(result.changed, after);
          const words = describeDesignEdit(edit, []);
          setSteps((list) => [...list, { path: result.changed, before, after, words }]);
          onPicked({ ...target, text: value });
        },
        onError: (error) => setProblem(describeError(error)),
      },
    );
  };

  const undo = () => {
    const last = steps.at(-1);
    if (!last || !controller) return;
    setSteps((list) => list.slice(0, -1));
    const now = files.find((file) => file.path === last.path)?.content;
    if (now !== last.after) {
      setProblem(
        `${last.path} has changed since “${last.words}”: take it back with the code editor’s undo (Ctrl+Z).`,
      );
      return;
    }
    setProblem(null);
    controller.replace(last.path, last.before);
  };

  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={change.isPending}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4"
      data-testid="editor-design"
    >
      <h4 id={headingId} className="text-base font-semibold">
        Design
      </h4>
      <div aria-live="polite" className="flex flex-col gap-2 text-sm">
        {picked ? (
          <p className="font-medium" data-testid="design-selected">
            Text “{picked.text}”
          </p>
        ) : (
          <p className="text-muted-foreground">
            Pick a text in the preview: click it, or Tab to it and press Enter. Its text changes in
            the file that writes it.
          </p>
        )}
        {problem ? (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      {picked ? (
        <DesignTextEdit
          key={`${picked.text}:${picked.nth}`}
          initial={picked.text}
          pending={change.isPending}
          onApply={(value) => apply(picked, value)}
        />
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <h5 className="text-sm font-semibold">Design edits</h5>
        <Button size="sm" variant="ghost" disabled={steps.length === 0} onClick={undo}>
          <Undo2 aria-hidden />
          Undo
        </Button>
      </div>
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">No design edits yet.</p>
      ) : (
        <ol aria-label="Design edits, oldest first" className="flex flex-col gap-1 text-sm">
          {steps.map((step, index) => (
            <li key={index}>{step.words}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
