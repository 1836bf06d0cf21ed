import * as React from 'react';
import type { AiFramework, AiGeneratedFile } from '@kiln/contract';
import { Skeleton } from '@kiln/design-system';
import type { EditorController } from '../codemirror/create-editor';
import type { SuggestionSource } from '../codemirror/ghost-text';
import type { GhostSuggestion } from '../suggestion';

export type CodeEditorProps = {
  framework: AiFramework;
  /** The files as the editor starts; later changes arrive through `onChange`. */
  files: readonly AiGeneratedFile[];
  activePath: string;
  labelOf(file: AiGeneratedFile): string;
  onReady(controller: EditorController | null): void;
  onChange(path: string, content: string): void;
  suggestionsFor(file: AiGeneratedFile): SuggestionSource;
  onGhostChange(ghost: GhostSuggestion | null): void;
  onFormat(): void;
  onSave(): void;
};

/**
 * The CodeMirror editor, loaded when this page opens (a dynamic import: nothing of CodeMirror
 * reaches any other page). Created once; the page drives it through its controller.
 */
export function CodeEditor({ activePath, ...props }: CodeEditorProps) {
  const host = React.useRef<HTMLDivElement>(null);
  const controller = React.useRef<EditorController | null>(null);
  const [status, setStatus] = React.useState<'loading' | 'ready' | 'failed'>('loading');
  // The editor outlives renders: it calls the latest handlers through this ref.
  const latest = React.useRef({ ...props, activePath });
  React.useLayoutEffect(() => {
    latest.current = { ...props, activePath };
  });

  React.useEffect(() => {
    let cancelled = false;
    import('../codemirror/create-editor').then(
      ({ createEditor }) => {
        const parent = host.current;
        if (cancelled || !parent) return;
        const current = latest.current;
        controller.current = createEditor({
          parent,
          framework: current.framework,
          files: current.files,
          activePath: current.activePath,
          labelOf: (file) => latest.current.labelOf(file),
          onChange: (path, content) => latest.current.onChange(path, content),
          suggestionsFor: (file) => (code, cursor, signal) =>
            latest.current.suggestionsFor(file)(code, cursor, signal),
          onGhostChange: (ghost) => latest.current.onGhostChange(ghost),
          onFormat: () => latest.current.onFormat(),
          onSave: () => latest.current.onSave(),
        });
        current.onReady(controller.current);
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
      latest.current.onReady(null);
    };
  }, []);

  React.useEffect(() => controller.current?.show(activePath), [activePath]);

  return (
    <div className="relative h-[28rem] overflow-hidden rounded-md border border-border sm:h-[36rem] [&_.cm-editor]:h-full">
      <div ref={host} className="h-full" data-testid="code-editor" />
      {status === 'loading' ? (
        <Skeleton className="absolute inset-0" aria-label="Loading the editor" />
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="absolute inset-0 p-4 text-sm text-destructive">
          The editor could not be loaded. Check your connection and reload the page.
        </p>
      ) : null}
    </div>
  );
}
