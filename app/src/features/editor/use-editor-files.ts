import * as React from 'react';
import type { AiFramework, AiGeneratedFile } from '@kiln/contract';
import { localStorageOrMemory } from '../../lib/browser-storage';
import type { OpenedComponent } from './api/open-component';
import { blankComponentFiles, blankFrameworks, type BlankFramework } from './blank-component';
import { createDraftStore, filesDiffer, type DraftTarget } from './draft-storage';

const drafts = createDraftStore({ storage: localStorageOrMemory() });

type FilesState = {
  framework: AiFramework;
  /** The code as opened (or as saved last): what "unsaved changes" are measured against. */
  original: AiGeneratedFile[];
  files: AiGeneratedFile[];
  /** The edits were restored from this browser's storage on opening. */
  restored: boolean;
};

const isBlankFramework = (framework: AiFramework): framework is BlankFramework =>
  (blankFrameworks as readonly AiFramework[]).includes(framework);

function opening(opened: OpenedComponent | null, target: DraftTarget): FilesState {
  const draft = drafts.read(target);
  if (opened) {
    const original = opened.files;
    return draft
      ? { framework: opened.framework, original, files: draft.files, restored: true }
      : { framework: opened.framework, original, files: original, restored: false };
  }
  const framework = draft && isBlankFramework(draft.framework) ? draft.framework : 'angular';
  const original = blankComponentFiles(framework);
  return { framework, original, files: draft?.files ?? original, restored: draft !== undefined };
}

/**
 * The files being edited, measured against the ones opened. Every change is kept in local storage
 * until it is saved or discarded, so a reload or a closed tab loses nothing.
 */
export function useEditorFiles(opened: OpenedComponent | null, userId: string) {
  const target = React.useMemo<DraftTarget>(
    () => (opened ? { userId, componentId: opened.id, version: opened.version } : { userId }),
    [opened, userId],
  );
  const [state, setState] = React.useState(() => opening(opened, target));
  const dirty = filesDiffer(state.files, state.original);

  React.useEffect(() => {
    if (dirty) drafts.write(target, { framework: state.framework, files: state.files });
    else drafts.clear(target);
  }, [dirty, state.files, state.framework, target]);

  const change = React.useCallback((path: string, content: string) => {
    setState((current) => ({
      ...current,
      files: current.files.map((file) => (file.path === path ? { ...file, content } : file)),
    }));
  }, []);

  const discard = React.useCallback(() => {
    drafts.clear(target);
    setState((current) => ({ ...current, files: current.original, restored: false }));
  }, [target]);

  /** The blank component only: start again in another framework. */
  const switchFramework = React.useCallback((framework: BlankFramework) => {
    const original = blankComponentFiles(framework);
    setState({ framework, original, files: original, restored: false });
  }, []);

  const dismissRestored = React.useCallback(
    () => setState((current) => ({ ...current, restored: false })),
    [],
  );

  const forget = React.useCallback(() => drafts.clear(target), [target]);

  return { ...state, dirty, change, discard, switchFramework, dismissRestored, forget };
}
