import { workingScreens } from '../routes';
import { SectionNav } from './section-nav';

/** The way between the workspace screens: every signed-in screen that does its job. */
export function WorkspaceNav() {
  return <SectionNav label="Workspace" routes={workingScreens} />;
}
