import * as React from 'react';
import { metaForPath } from '../../../lib/route-table-meta';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../lib/route-error-boundary';

// The route module stays small (React Router's manifest lists its imports for the first page);
// the screen loads when the route is opened.
const ExportScreen = React.lazy(() => import('../components/export-screen'));

export default function ExportRoute() {
  return (
    <React.Suspense fallback={null}>
      <ExportScreen />
    </React.Suspense>
  );
}
