import * as React from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AiGeneratedFile, DesignTarget } from '@kiln/contract';
import { PenTool } from 'lucide-react';
import {
  Button,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { describeError } from '../../../lib/error-message';
import { componentHref, editorHref } from '../../../navigation';
import { editorKeys } from '../api/keys';
import type { OpenedComponent } from '../api/open-component';
import { postSuggestions } from '../api/post-suggestions';
import { useSaveComponent, type SavedEdits } from '../api/post-save-component';
import { BLANK_NAME, blankComponentFiles } from '../blank-component';
import type { EditorController } from '../codemirror/create-editor';
import { filesDiffer } from '../draft-storage';
import { canFormat, formatFile } from '../format';
import { fileTabs } from '../file-tabs';
import { diagnosticsForFile, toLintRanges } from '../lint-ranges';
import { suggestionRequest, type GhostSuggestion } from '../suggestion';
import { useEditorFiles } from '../use-editor-files';
import { useEditorRepair } from '../use-editor-repair';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { VALIDATE_DEBOUNCE_MS, useValidation } from '../use-validation';
import { CodeEditor } from './code-editor';
import { DraftNotice } from './draft-notice';
import { EditorDesign } from './editor-design';
import { EditorHeader } from './editor-header';
import { EditorRepair } from './editor-repair';
import { KeyboardHelp } from './keyboard-help';
import { NameComponentDialog } from './name-component-dialog';
import { ProblemsList } from './problems-list';
import { SaveBrokenDialog } from './save-broken-dialog';

// The preview (the sandboxed frame and its controls) loads beside the editor, as on other screens.
const LivePreview = React.lazy(() =>
  import('../../../lib/preview/live-preview').then((module) => ({ default: module.LivePreview })),
);

/** The house wording of a save, as the copilot says it. */
export const SAVED_MESSAGE = 'Saved to My components';

/** The API client already told these in a toast of its own (403, 429 and 5xx). */
const toldByClient = (failure: unknown) =>
  failure instanceof ApiError &&
  (failure.status === 403 || failure.status === 429 || failure.status >= 500);

/** Edits one component's files: tabs, the editor, its findings, format, save, unsaved edits kept. */
export function EditorWorkspace({
  opened,
  userId,
}: {
  opened: OpenedComponent | null;
  /** Whose unsaved edits are kept: drafts are never shown to another account. */
  userId: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edits = useEditorFiles(opened, userId);
  const { framework, files } = edits;
  const tabs = React.useMemo(() => fileTabs(files), [files]);
  const [activePath, setActivePath] = React.useState(() => tabs[0]?.path ?? '');
  const [controller, setController] = React.useState<EditorController | null>(null);
  const [ghost, setGhost] = React.useState<GhostSuggestion | null>(null);
  const [formatting, setFormatting] = React.useState(false);
  const [naming, setNaming] = React.useState(false);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [designing, setDesigning] = React.useState(false);
  const [picked, setPicked] = React.useState<DesignTarget | null>(null);
  const save = useSaveComponent();
  // The validator and the preview see the files once typing pauses.
  const settled = useDebouncedValue(files, VALIDATE_DEBOUNCE_MS);
  const validation = useValidation(framework, settled);
  const previewFiles = React.useMemo(() => [...settled], [settled]);
  const name = opened?.name ?? BLANK_NAME;
  const repair = useEditorRepair({ framework, title: `Fix with AI: ${name}`.slice(0, 200) });
  // The preview runs the files a repair produced, unchanged since: a failure is the repair's.
  const previewingRepair = repair.applied !== null && !filesDiffer(previewFiles, repair.applied);

  const labels = React.useMemo(() => new Map(tabs.map((tab) => [tab.path, tab.label])), [tabs]);
  const labelOf = React.useCallback(
    (file: Pick<AiGeneratedFile, 'path'>) => labels.get(file.path) ?? file.path,
    [labels],
  );

  // The findings land on the files they were made for; a file edited since waits for the next.
  React.useEffect(() => {
    if (!controller || validation.status !== 'done') return;
    for (const checked of validation.files) {
      const current = files.find((file) => file.path === checked.path);
      if (current?.content !== checked.content) continue;
      const found = diagnosticsForFile(checked.path, validation.diagnostics);
      controller.setDiagnostics(checked.path, toLintRanges(checked.content, found));
    }
  }, [controller, validation, files]);

  const activeFile = files.find((file) => file.path === activePath);

  const format = async () => {
    if (!activeFile || !controller || !canFormat(activeFile, framework)) return;
    setFormatting(true);
    try {
      controller.replace(activeFile.path, await formatFile(activeFile, framework));
    } catch (failure) {
      toast.error(`This file could not be formatted: ${describeError(failure)}`);
    } finally {
      setFormatting(false);
    }
  };

  const saved = (result: SavedEdits) => {
    edits.forget();
    toast.success(SAVED_MESSAGE, {
      title: result.version > 1 ? `Version ${result.version}` : undefined,
      action: {
        label: 'Open in My components',
        onAction: () => void navigate(componentHref(result.componentId)),
      },
    });
    // The saved version opens at once with the code just sent, without asking for it again.
    const reopened: OpenedComponent = {
      id: result.componentId,
      name: result.name,
      version: result.version,
      currentVersion: result.version,
      framework,
      files,
    };
    queryClient.setQueryData(editorKeys.open({ componentId: result.componentId }), reopened);
    void navigate(editorHref({ componentId: result.componentId }), { replace: true });
  };

  const saveAs = (name?: string) => {
    if (save.isPending) return;
    setSaveError(null);
    save.mutate(
      {
        framework,
        files,
        ...(opened ? { component: { id: opened.id, basedOnVersion: opened.version } } : { name }),
      },
      {
        onSuccess: (result) => {
          setNaming(false);
          saved(result);
        },
        onError: (failure) => {
          if (!opened) setSaveError(describeError(failure));
          else if (!toldByClient(failure)) toast.error(describeError(failure));
        },
      },
    );
  };

  const applyRepair = () => {
    for (const change of repair.proposal) controller?.replace(change.path, change.after);
    repair.apply(files);
  };

  // Errors the validator found in the files as they are now (not in an older state of them).
  const compileErrors =
    validation.status === 'done' && !filesDiffer(validation.files, files)
      ? validation.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length
      : 0;
  const [confirmingBroken, setConfirmingBroken] = React.useState(false);
  const proceedToSave = () => (opened ? saveAs() : setNaming(true));
  const requestSave = () => (compileErrors > 0 ? setConfirmingBroken(true) : proceedToSave());

  const discard = () => {
    edits.discard();
    controller?.reset(edits.original);
  };

  return (
    <div className="flex flex-col gap-4">
      <EditorHeader
        opened={opened}
        framework={framework}
        dirty={edits.dirty}
        formatting={formatting}
        saving={save.isPending && !naming}
        canFormat={activeFile !== undefined && canFormat(activeFile, framework)}
        onFramework={(next) => {
          edits.switchFramework(next);
          setActivePath(blankComponentFiles(next)[0]?.path ?? '');
        }}
        onFormat={() => void format()}
        onDiscard={discard}
        onSave={requestSave}
      />
      {edits.restored ? <DraftNotice onKeep={edits.dismissRestored} onDiscard={discard} /> : null}
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <Tabs
            value={activePath}
            onValueChange={setActivePath}
            className="flex min-w-0 flex-col gap-3"
          >
            <TabsList aria-label="Files" className="max-w-full overflow-x-auto">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.path} value={tab.path}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value={activePath} forceMount className="mt-0">
              <CodeEditor
                // Another framework means other languages: the editor starts afresh.
                key={framework}
                framework={framework}
                files={files}
                activePath={activePath}
                labelOf={(file) => `${labelOf(file)} code, ${file.path}`}
                onReady={setController}
                onChange={edits.change}
                suggestionsFor={(file) => (code, cursor, signal) =>
                  postSuggestions(suggestionRequest(file, code, cursor), signal)
                }
                onGhostChange={setGhost}
                onFormat={() => void format()}
                onSave={requestSave}
              />
            </TabsContent>
          </Tabs>
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {ghost ? `Suggestion: “${ghost.insert}” — Tab accepts, Esc dismisses.` : ''}
          </p>
          <ProblemsList
            validation={validation}
            files={files}
            labelOf={labelOf}
            onOpen={(path) => {
              setActivePath(path);
              controller?.focus();
            }}
          />
          <KeyboardHelp />
        </div>
        <section aria-labelledby="editor-preview" className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="editor-preview" className="text-lg font-semibold">
              Live preview
            </h3>
            <Button
              size="sm"
              variant={designing ? 'secondary' : 'outline'}
              aria-pressed={designing}
              onClick={() => {
                setDesigning((on) => !on);
                setPicked(null);
              }}
            >
              <PenTool aria-hidden />
              Design
            </Button>
          </div>
          <React.Suspense fallback={<Spinner label="Loading the preview" />}>
            <LivePreview
              framework={framework}
              files={previewFiles}
              label={designing ? `${name} (design mode)` : name}
              onFixWithAi={(problems) => repair.request(previewFiles, problems)}
              repaired={previewingRepair}
              design={{ on: designing, onSelect: setPicked }}
            />
          </React.Suspense>
          {designing ? (
            <EditorDesign
              framework={framework}
              files={files}
              picked={picked}
              onPicked={setPicked}
              controller={controller}
            />
          ) : null}
          <EditorRepair
            pending={repair.pending}
            error={repair.error}
            answer={repair.answer}
            proposal={repair.proposal}
            onApply={applyRepair}
            onDismiss={repair.dismiss}
          />
        </section>
      </div>
      <SaveBrokenDialog
        open={confirmingBroken}
        errors={compileErrors}
        onOpenChange={setConfirmingBroken}
        onConfirm={() => {
          setConfirmingBroken(false);
          proceedToSave();
        }}
      />
      <NameComponentDialog
        open={naming}
        onOpenChange={setNaming}
        defaultName={BLANK_NAME}
        pending={save.isPending}
        error={saveError}
        onSave={saveAs}
      />
    </div>
  );
}
