import { createElement } from 'react';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { metaForPath } from '../../../lib/route-table-meta';
import { WorkspaceFrame } from '../components/workspace-frame';
import { loadScreen, loadedScreen } from '../screens';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

/**
 * The route module of every signed-in and admin screen. React Router's manifest, which every first
 * page carries, lists each route module with all the chunks it imports; this one imports almost
 * nothing, and loads the screen the route table's row names while the layout checks the session.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { path: await loadScreen(new URL(request.url).pathname) };
}

export default function ScreenRoute() {
  const { path } = useLoaderData<typeof clientLoader>();
  // The screen is looked up, not created: the same module-level component for the same row.
  const { Screen, frame } = loadedScreen(path);
  const screen = createElement(Screen);
  return frame === 'workspace' ? createElement(WorkspaceFrame, null, screen) : screen;
}
