import * as React from 'react';
import { metaForPath } from '../../../lib/route-table-meta';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../lib/route-error-boundary';

// The route module stays small (React Router's manifest lists its imports for the first page);
// the screen loads when the route is opened.
const ScaffoldScreen = React.lazy(() => import('../scaffold-screen'));

export default function ScaffoldRoute() {
  return (
    <React.Suspense fallback={null}>
      <ScaffoldScreen />
    </React.Suspense>
  );
}
