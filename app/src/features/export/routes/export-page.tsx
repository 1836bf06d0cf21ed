import * as React from 'react';
import { Link } from 'react-router';
import type { ExportExtras, ExportKind } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  Button,
  Input,
  Label,
  EmptyState,
  Skeleton,
  toast,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { ArchiveTree } from '../../../components/archive-tree';
import { ComponentPicker } from '../../../components/component-picker';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { useComponentChoices } from '../api/get-components';
import { useDownloadExport, useExportTree } from '../api/post-export';
import { ExportOptions } from '../components/export-options';
import { ImportPanel } from '../components/import-panel';

const NO_EXTRAS: ExportExtras = { tests: false, stories: false, readme: false, packageJson: false };

/** The server's message for a refusal the client does not toast itself. */
const failureText = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 429 || error.status >= 500)
    ? undefined
    : error instanceof Error
      ? error.message
      : 'Something went wrong. Please try again.';

function ExportForm() {
  const choices = useComponentChoices();
  const [selected, setSelected] = React.useState<string[]>([]);
  const [kind, setKind] = React.useState<ExportKind>('project');
  const [extras, setExtras] = React.useState<ExportExtras>(NO_EXTRAS);
  const [name, setName] = React.useState('kiln-components');
  const body = React.useDeferredValue(
    React.useMemo(
      () => ({ componentIds: selected, kind, extras, name: name.trim() || 'kiln-components' }),
      [selected, kind, extras, name],
    ),
  );
  const tree = useExportTree(body);
  const download = useDownloadExport();

  if (choices.isPending) return <Skeleton className="h-64 w-full" />;
  if (choices.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{choices.error.message}</AlertDescription>
      </Alert>
    );
  if (choices.data.length === 0)
    return (
      <EmptyState
        variant="bordered"
        headingLevel={2}
        title="No saved components yet"
        description="Save a component from the copilot, or import an archive below, then export it here."
        action={
          <Link to="/dashboard/ai-copilot" className="text-link underline">
            Open the AI copilot
          </Link>
        }
      />
    );

  const treeError = tree.isError ? failureText(tree.error) : undefined;
  return (
    <form
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        download.mutate(body, {
          onSuccess: () => toast.success('The export is downloading'),
          onError: (error) => {
            const text = failureText(error);
            if (text) toast.error(text);
          },
        });
      }}
    >
      <ComponentPicker
        legend="Components to export"
        items={choices.data}
        selected={selected}
        onChange={setSelected}
      />
      <ExportOptions kind={kind} extras={extras} onKind={setKind} onExtras={setExtras} />
      <div className="flex max-w-md flex-col gap-2">
        <Label htmlFor="export-project-name">Project name</Label>
        <Input
          id="export-project-name"
          name="project-name"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <section aria-labelledby="export-tree-heading" className="flex flex-col gap-3">
        <h2 id="export-tree-heading" className="text-xl font-semibold">
          What the zip will hold
        </h2>
        <div aria-live="polite" aria-busy={tree.isFetching}>
          {selected.length === 0 ? (
            <p className="text-muted-foreground">Choose at least one component.</p>
          ) : treeError ? (
            <Alert variant="destructive">
              <AlertDescription>{treeError}</AlertDescription>
            </Alert>
          ) : tree.data ? (
            <ArchiveTree fileName={tree.data.fileName} paths={tree.data.paths} />
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </div>
      </section>
      <div>
        <Button
          type="submit"
          disabled={selected.length === 0 || Boolean(treeError) || download.isPending}
        >
          {download.isPending ? 'Preparing the zip…' : 'Download zip'}
        </Button>
      </div>
    </form>
  );
}

/** Export: saved components as a project, folders or files; and importing an archive back. */
export default function ExportScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Export projects">
        <p>
          Take your components home as a project that builds, as folders or as files — or bring an
          earlier export back in.
        </p>
      </PageIntro>
      <QueryProvider>
        <ExportForm />
        <section aria-labelledby="import-heading" className="flex flex-col gap-4">
          <h2 id="import-heading" className="text-2xl font-semibold">
            Import components
          </h2>
          <ImportPanel />
        </section>
      </QueryProvider>
    </PageContainer>
  );
}
