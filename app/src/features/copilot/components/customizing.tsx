import type { SessionOrigin } from '@kiln/contract';
import { Badge, Skeleton } from '@kiln/design-system';
import { frameworkLabel } from '../../../lib/frameworks';
import { LazyLivePreview } from '../../../lib/preview/code-with-preview';
import { useOriginFiles } from '../api/get-origin-files';

/**
 * The component a conversation started from ("Customizing Contact form v1") and its live preview;
 * open until the conversation has answers of its own, which then show the changed component.
 */
export function Customizing({ origin, open }: { origin: SessionOrigin; open: boolean }) {
  const files = useOriginFiles(origin);
  const title = `Customizing ${origin.name} v${origin.version}`;
  return (
    <details open={open} className="rounded-card border border-border p-3">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 font-semibold">
        {title}
        <Badge variant="outline" size="sm">
          {origin.kind === 'library' ? 'Library' : 'My components'}
        </Badge>
        <Badge variant="outline" size="sm">
          {frameworkLabel(origin.framework)}
        </Badge>
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Your next message changes this component, for example “add a phone field”.
        </p>
        {files.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : files.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {files.error.message}
          </p>
        ) : (
          <LazyLivePreview framework={origin.framework} files={files.data} label={origin.name} />
        )}
      </div>
    </details>
  );
}
