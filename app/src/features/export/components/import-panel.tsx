import * as React from 'react';
import { IMPORT_EXTENSIONS, MAX_IMPORT_BYTES, type ImportResult } from '@kiln/contract';
import { Alert, AlertDescription, Badge, Button, toast } from '@kiln/design-system';
import { frameworkLabel } from '../../../lib/frameworks';
import { useImport } from '../api/post-import';

/** The upload rule checked before sending: one file, .zip or .tar.gz, at most 10485760 bytes. */
export function uploadProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return 'Upload a .zip or .tar.gz file.';
  if (file.size > MAX_IMPORT_BYTES)
    return `The file is larger than ${MAX_IMPORT_BYTES} bytes (10 MB). Upload a smaller archive.`;
  return undefined;
}

function Listed({ result }: { result: ImportResult }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Components in the archive">
      {result.components.map((component, index) => (
        <li
          key={`${component.name}-${index}`}
          className="flex flex-wrap items-center gap-2 rounded-md border border-border p-3"
        >
          <span className="font-medium">{component.name}</span>
          <Badge variant="secondary">{frameworkLabel(component.framework)}</Badge>
          {component.version ? (
            <Badge variant="success">Saved as v{component.version}</Badge>
          ) : null}
          <span className="w-full text-sm break-words text-muted-foreground">
            {component.files.join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Import a Kiln export (or any folder of component files): choose the archive, see what it holds,
 * then confirm. Nothing is saved before the confirmation.
 */
export function ImportPanel() {
  const inputId = React.useId();
  const [file, setFile] = React.useState<File>();
  const [problem, setProblem] = React.useState<string>();
  const importer = useImport();
  const result = importer.data;

  const choose = (chosen: File | undefined) => {
    importer.reset();
    setFile(chosen);
    const found = chosen ? uploadProblem(chosen) : undefined;
    setProblem(found);
    if (chosen && !found)
      importer.mutate(
        { file: chosen, confirm: false },
        { onError: (error) => setProblem(error.message) },
      );
  };

  const confirm = () => {
    if (!file) return;
    importer.mutate(
      { file, confirm: true },
      {
        onSuccess: (saved) =>
          toast.success(
            `Imported ${saved.components.length} ${saved.components.length === 1 ? 'component' : 'components'} into My components`,
          ),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium">
          Archive to import
        </label>
        <input
          id={inputId}
          type="file"
          accept=".zip,.tar.gz,.tgz,application/zip,application/gzip"
          aria-describedby={`${inputId}-hint`}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2 file:text-foreground"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          One .zip or .tar.gz file of at most 10 MB: a Kiln export or a folder of component files.
        </p>
      </div>
      <div aria-live="polite" className="flex flex-col gap-4">
        {problem ? (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
        {importer.isPending ? <p className="text-sm">Reading the archive…</p> : null}
        {result && !problem ? (
          <>
            <p className="font-medium">
              {result.confirmed
                ? 'Imported into My components:'
                : `This archive holds ${result.components.length} ${result.components.length === 1 ? 'component' : 'components'}:`}
            </p>
            <Listed result={result} />
            {result.confirmed ? null : (
              <div>
                <Button onClick={confirm} disabled={importer.isPending}>
                  Import {result.components.length}{' '}
                  {result.components.length === 1 ? 'component' : 'components'}
                </Button>
              </div>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
