import * as React from 'react';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaDescriptor } from 'react-router';
import type { SharedComponent } from '@kiln/contract';
import { pageTitle } from '../../../lib/seo';

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

// The route module stays small: the route manifest every page carries lists each module's imports,
// so the page and its data loading come in their own chunks.
const SharedPage = React.lazy(() => import('../components/shared-page'));

type LoaderData = { token: string; shared: SharedComponent | null };

export async function clientLoader({ params }: ClientLoaderFunctionArgs): Promise<LoaderData> {
  const token = params.token ?? '';
  const { loadShared } = await import('../api/load-shared');
  return { token, shared: await loadShared(token) };
}

/** Never indexed; named after the component (the server writes the same into the page it sends). */
export function meta({ data }: { data: LoaderData | undefined }): MetaDescriptor[] {
  return [
    { title: pageTitle(data?.shared ? data.shared.name : 'Link not available') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** `/s/<token>`: a shared version of a component, read-only, for anyone holding the link. */
export default function SharedComponentRoute() {
  const { token, shared } = useLoaderData<typeof clientLoader>();
  return (
    <React.Suspense
      fallback={
        <p role="status" className="px-6 py-16 text-center text-sm text-muted-foreground">
          Loading the shared component…
        </p>
      }
    >
      <SharedPage token={token} shared={shared} />
    </React.Suspense>
  );
}
