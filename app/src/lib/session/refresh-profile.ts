import { session } from './app-session';
import { getProfile } from './api/get-profile';

/**
 * Re-reads the signed-in user after something changed their plan, usage or profile, so the
 * header's usage line and menus update at once. A failure keeps the current view.
 */
export async function refreshProfile(): Promise<void> {
  try {
    const user = await getProfile();
    // A profile read while another account signed in belongs to nobody on screen.
    session.updateUser((current) => (current.id === user.id ? user : current));
  } catch {
    // The header keeps the last known figures; the next page load re-reads them.
  }
}
