import { Outlet, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { requireUser } from '../lib/session/route-guards';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';

/** Guards every signed-in route before it renders. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

// Re-check on every navigation: the session may have ended while the visitor was on another page.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function SignedInLayout() {
  return <Outlet />;
}
