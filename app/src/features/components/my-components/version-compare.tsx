import * as React from 'react';
import type { ComponentVersionSummary } from '@kiln/contract';
import { Alert, AlertDescription, Button, Skeleton } from '@kiln/design-system';
import { useComponentDiff } from '../api/get-component-diff';
import { DiffView } from './diff-view';
import { SelectField } from '../../../components/select-field';

type VersionCompareProps = {
  componentId: string;
  versions: readonly ComponentVersionSummary[];
};

/** Two versions side by side as the server's diff: the older one first by default. */
export function VersionCompare({ componentId, versions }: VersionCompareProps) {
  const newest = versions[0]?.version ?? 1;
  const previous = versions[1]?.version ?? newest;
  const [from, setFrom] = React.useState(previous);
  const [to, setTo] = React.useState(newest);
  const [pair, setPair] = React.useState<{ from: number; to: number }>();
  // A deleted or newly saved version moves the choices along.
  const known = (version: number) => versions.some((entry) => entry.version === version);
  const fromShown = known(from) ? from : previous;
  const toShown = known(to) ? to : newest;
  const compared = pair && known(pair.from) && known(pair.to) ? pair : undefined;
  const diff = useComponentDiff(componentId, compared);
  const options = versions.map((entry) => ({
    value: String(entry.version),
    label: `Version ${entry.version}`,
  }));

  if (versions.length < 2)
    return (
      <p className="text-sm text-muted-foreground">
        Save a second version to compare it with this one.
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          label="From"
          value={String(fromShown)}
          options={options}
          onChange={(value) => setFrom(Number(value))}
        />
        <SelectField
          label="To"
          value={String(toShown)}
          options={options}
          onChange={(value) => setTo(Number(value))}
        />
        <Button variant="secondary" onClick={() => setPair({ from: fromShown, to: toShown })}>
          Compare
        </Button>
      </div>
      <div aria-live="polite">
        {compared === undefined ? null : diff.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : diff.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{diff.error.message}</AlertDescription>
          </Alert>
        ) : (
          <>
            <h4 className="mb-2 font-medium">
              Changes from version {diff.data.from} to version {diff.data.to}
            </h4>
            <DiffView files={diff.data.files} />
          </>
        )}
      </div>
    </div>
  );
}
