import { signedInRoutes } from '../routes';
import { SectionNav } from './section-nav';

/** The way between the workspace screens: every signed-in screen. */
export function WorkspaceNav() {
  return <SectionNav label="Workspace" routes={signedInRoutes} />;
}
