import { Outlet, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { requireAdmin } from '../lib/session/route-guards';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';

/** Guards the admin routes before they render: signed in, and an admin by role. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function AdminLayout() {
  return <Outlet />;
}
