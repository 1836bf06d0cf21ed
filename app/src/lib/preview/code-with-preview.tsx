import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Code, Eye } from 'lucide-react';
import type { PreviewProblem } from '@kiln/contract';
import { Button, Spinner } from '@kiln/design-system';
import type { AiGeneratedFile } from '@kiln/contract';
import { frameworkOfFiles } from '../generated-files';
import { WidgetBoundary } from '../../components/widget-boundary';
import type { LivePreviewProps } from './live-preview';
import { previewBuildQuery } from './post-preview-build';

const LivePreview = React.lazy(() =>
  import('./live-preview').then((module) => ({ default: module.LivePreview })),
);

export type CodeView = 'code' | 'preview';

type Props = {
  files: AiGeneratedFile[];
  /** Names the component in the preview's labels. */
  label: string;
  /** The code as the page shows it (tabs of files). */
  code: React.ReactNode;
  onFixWithAi?: (problems: PreviewProblem[]) => void;
  /** What the preview learned (render, runtime error, axe), for the scorecard. */
  onReport?: LivePreviewProps['onReport'];
};

/**
 * As soon as code is shown, its build is asked for, the preview's module loads and a frame of its
 * framework loads the runtime in the background, so clicking Preview only waits for a build
 * already in flight or done and mounts it into a ready frame. A build is named by its content and
 * the query is never stale: the same files make one request, whoever asks for them.
 */
export function usePreviewPrefetch(files: AiGeneratedFile[], shown = true) {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!shown || !files.length) return;
    const framework = frameworkOfFiles(files);
    void import('./live-preview');
    // A frame of the framework loads its runtime meanwhile; Preview moves it in and mounts the build.
    void import('./frame-pool').then((pool) => pool.warmPreviewFrame(framework, pool.appTheme()));
    void queryClient.prefetchQuery(previewBuildQuery(framework, files));
  }, [queryClient, files, shown]);
}

/** Preview toggle buttons beside the code; the preview (and its module) loads on first use. */
export function ViewToggle({ view, onView }: { view: CodeView; onView: (view: CodeView) => void }) {
  return (
    <div role="group" aria-label="Show" className="flex gap-1">
      <Button
        size="sm"
        variant={view === 'code' ? 'secondary' : 'ghost'}
        aria-pressed={view === 'code'}
        onClick={() => onView('code')}
      >
        <Code aria-hidden />
        Code
      </Button>
      <Button
        size="sm"
        variant={view === 'preview' ? 'secondary' : 'ghost'}
        aria-pressed={view === 'preview'}
        onClick={() => onView('preview')}
      >
        <Eye aria-hidden />
        Preview
      </Button>
    </div>
  );
}

/** The live preview, loaded on demand, inside the widget's own error boundary. */
export function LazyLivePreview(props: React.ComponentProps<typeof LivePreview>) {
  return (
    <WidgetBoundary name="The preview">
      <React.Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" aria-hidden />
            Loading the preview…
          </p>
        }
      >
        <LivePreview {...props} />
      </React.Suspense>
    </WidgetBoundary>
  );
}

/** A component's code with a Preview tab that runs it in the sandboxed live preview. */
export function CodeWithPreview({ files, label, code, onFixWithAi, onReport }: Props) {
  const [view, setView] = React.useState<CodeView>('code');
  usePreviewPrefetch(files);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ViewToggle view={view} onView={setView} />
      {view === 'code' ? (
        code
      ) : (
        <LazyLivePreview
          framework={frameworkOfFiles(files)}
          files={files}
          label={label}
          {...(onFixWithAi ? { onFixWithAi } : {})}
          {...(onReport ? { onReport } : {})}
        />
      )}
    </div>
  );
}
