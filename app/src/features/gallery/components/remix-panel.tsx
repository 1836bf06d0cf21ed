import * as React from 'react';
import type { AiFramework, GalleryEntryDetail } from '@kiln/contract';
import { Button, CodeTabs, toast } from '@kiln/design-system';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';
import { LazyLivePreview } from '../../../lib/preview/code-with-preview';
import { showFailure } from '../../../lib/show-failure';
import { useGalleryRemix, useGalleryRemixSave } from '../api/post-gallery-remix';

type RemixPanelProps = {
  entry: Pick<GalleryEntryDetail, 'id' | 'title' | 'framework' | 'remix'>;
  onSaved: (componentId: string) => void;
};

/** The other frameworks: Angular becomes React, either React becomes Angular. */
const targetsOf = (framework: AiFramework): AiFramework[] =>
  framework === 'angular' ? frameworks.filter((f) => f !== 'angular') : ['angular'];

/**
 * Remix: the engine prints the entry's stored model for another framework. The result is
 * previewed first and saved only when asked; without a model the panel says why it is not offered.
 */
export function RemixPanel({ entry, onSaved }: RemixPanelProps) {
  const remix = useGalleryRemix();
  const save = useGalleryRemixSave();
  const [target, setTarget] = React.useState<AiFramework>();
  if (!entry.remix.available)
    return (
      <p className="text-sm text-muted-foreground">
        Remix is not offered: {entry.remix.reason ?? 'this entry cannot be converted.'}
      </p>
    );
  const result = remix.data;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {targetsOf(entry.framework).map((framework) => (
          <Button
            key={framework}
            size="sm"
            variant="outline"
            disabled={remix.isPending}
            onClick={() => {
              setTarget(framework);
              remix.mutate({ id: entry.id, framework }, { onError: showFailure });
            }}
          >
            Remix as {frameworkLabel(framework)}
          </Button>
        ))}
      </div>
      {remix.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Converting…
        </p>
      ) : null}
      {result && target === result.framework ? (
        <div className="flex min-w-0 flex-col gap-3">
          <LazyLivePreview
            framework={result.framework}
            files={result.files}
            label={`${entry.title} as ${frameworkLabel(result.framework)}`}
          />
          <CodeTabs
            files={result.files.map((file) => ({
              code: file.content,
              language: file.language,
              path: file.path,
            }))}
            label={`Files of ${entry.title} as ${frameworkLabel(result.framework)}`}
          />
          <Button
            className="self-start"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { id: entry.id, framework: result.framework },
                {
                  onSuccess: (component) => {
                    toast.success(`Saved “${component.name}” to My components`);
                    onSaved(component.id);
                  },
                  onError: showFailure,
                },
              )
            }
          >
            Save to My components
          </Button>
        </div>
      ) : null}
    </div>
  );
}
