import { redirect } from 'react-router';
import type { User } from '@kiln/contract';
import { loginUrlFor } from './return-url';
import type { SessionStore } from './session-store';

export const guardMessages = {
  signInRequired: 'Please log in to access this page',
  adminRequired: 'Access denied. Admin privileges required.',
} as const;

type GuardDeps = {
  session: Pick<SessionStore, 'start' | 'ensureUser'>;
  notify: { warning(message: string): void; error(message: string): void };
};

/**
 * Route guards, run by the guarded layouts' clientLoader before anything renders. They cover the
 * spec's three situations: a known user passes; a token without a confirmed user loads the profile
 * and passes on success; no session goes to the login page with the requested URL to return to.
 */
export function createGuards({ session, notify }: GuardDeps) {
  async function requireUser(request: Request): Promise<User> {
    await session.start();
    const user = await session.ensureUser();
    if (user) return user;
    notify.warning(guardMessages.signInRequired);
    throw redirect(loginUrlFor(request.url));
  }

  async function requireAdmin(request: Request): Promise<User> {
    const user = await requireUser(request);
    if (user.role === 'admin') return user;
    notify.error(guardMessages.adminRequired);
    throw redirect('/dashboard');
  }

  return { requireUser, requireAdmin };
}
