import * as React from 'react';
import { projectFamilyOf, type AiFramework, type ScaffoldFeature } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  Button,
  Input,
  Label,
  Skeleton,
  toast,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { ArchiveTree } from '../../../components/archive-tree';
import { ComponentPicker } from '../../../components/component-picker';
import { frameworkLabel } from '../../../lib/frameworks';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { useSavedComponents } from '../api/get-components';
import { useDownloadScaffold, useScaffoldTree } from '../api/post-scaffold';
import { includableIn, starterFrameworks } from '../starter-frameworks';

const FEATURES: { value: ScaffoldFeature; label: string }[] = [
  { value: 'auth', label: 'Auth pages (sign in, create account)' },
  { value: 'dashboard', label: 'Dashboard layout' },
  { value: 'settings', label: 'Settings page' },
  { value: 'dark-mode', label: 'Dark mode toggle' },
  { value: 'forms', label: 'Forms (a contact page)' },
];

const failureText = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 429 || error.status >= 500)
    ? undefined
    : error instanceof Error
      ? error.message
      : 'Something went wrong. Please try again.';

function ScaffoldForm() {
  const saved = useSavedComponents();
  const [name, setName] = React.useState('my-starter');
  const [framework, setFramework] = React.useState<AiFramework>('angular');
  const [routing, setRouting] = React.useState(true);
  const [features, setFeatures] = React.useState<ScaffoldFeature[]>(['auth', 'dark-mode']);
  const [selected, setSelected] = React.useState<string[]>([]);
  const family = projectFamilyOf(framework);
  const ofFramework = includableIn(framework, saved.data ?? []);
  const componentIds = selected.filter((id) => ofFramework.some((item) => item.id === id));
  const idsKey = componentIds.join(',');
  const body = React.useDeferredValue(
    React.useMemo(
      () => ({
        name: name.trim(),
        framework,
        routing,
        features,
        componentIds: idsKey ? idsKey.split(',') : [],
      }),
      [name, framework, routing, features, idsKey],
    ),
  );
  const tree = useScaffoldTree(body);
  const download = useDownloadScaffold();
  const treeError = tree.isError ? failureText(tree.error) : undefined;
  const nameMissing = name.trim() === '';

  return (
    <form
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (nameMissing) return;
        download.mutate(body, {
          onSuccess: () => toast.success('The starter project is downloading'),
          onError: (error) => {
            const text = failureText(error);
            if (text) toast.error(text);
          },
        });
      }}
    >
      <div className="flex max-w-md flex-col gap-2">
        <Label htmlFor="scaffold-project-name">Project name</Label>
        <Input
          id="scaffold-project-name"
          name="project-name"
          required
          value={name}
          maxLength={60}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? 'scaffold-project-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {nameMissing ? (
          <p id="scaffold-project-name-error" className="text-sm text-destructive">
            Give the project a name
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">Framework</legend>
          {starterFrameworks.map(({ value, label }) => (
            <label key={value} className="flex min-h-8 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="framework"
                className="size-4 accent-primary"
                checked={framework === value}
                onChange={() => setFramework(value)}
              />
              {label}
            </label>
          ))}
          <label className="mt-4 flex min-h-8 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={routing}
              onChange={(event) => setRouting(event.target.checked)}
            />
            Routing (a page per feature)
          </label>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">Features</legend>
          {FEATURES.map((feature) => (
            <label key={feature.value} className="flex min-h-8 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={features.includes(feature.value)}
                onChange={(event) =>
                  setFeatures(
                    event.target.checked
                      ? [...features, feature.value]
                      : features.filter((chosen) => chosen !== feature.value),
                  )
                }
              />
              {feature.label}
            </label>
          ))}
        </fieldset>
      </div>
      {saved.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : ofFramework.length > 0 ? (
        <ComponentPicker
          legend={`Saved ${frameworkLabel(family)} components to include`}
          items={ofFramework}
          selected={componentIds}
          onChange={setSelected}
        />
      ) : (
        <p className="text-muted-foreground">
          No saved {frameworkLabel(family)} components to include; the starter holds the features’
          components.
        </p>
      )}
      <section aria-labelledby="scaffold-tree-heading" className="flex flex-col gap-3">
        <h2 id="scaffold-tree-heading" className="text-xl font-semibold">
          What the zip will hold
        </h2>
        <div aria-live="polite" aria-busy={tree.isFetching}>
          {treeError ? (
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
        <Button type="submit" disabled={nameMissing || download.isPending}>
          {download.isPending ? 'Preparing the zip…' : 'Download starter'}
        </Button>
      </div>
    </form>
  );
}

/** Scaffold: a starter workspace from the engine's components and saved ones. */
export default function ScaffoldScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Scaffold generator">
        <p>
          A starter project that builds: pages for the features you pick, written by Kiln’s engine,
          with your saved components on its home page.
        </p>
      </PageIntro>
      <QueryProvider>
        <ScaffoldForm />
      </QueryProvider>
    </PageContainer>
  );
}
