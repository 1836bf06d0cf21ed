import { describe, expect, it, vi } from 'vitest';
import type { User } from '@kiln/contract';
import { createGuards, guardMessages } from './guards';

const member = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', role: 'user' } as User;
const admin = { ...member, role: 'admin' } as User;

function setup(user: User | null) {
  const session = { start: vi.fn(async () => undefined), ensureUser: vi.fn(async () => user) };
  const notify = { warning: vi.fn(), error: vi.fn() };
  return { ...createGuards({ session, notify }), session, notify };
}

const request = (path: string) => new Request(`https://kiln.test${path}`);

const redirectOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
  return undefined;
};

describe('given the signed-in guard', () => {
  it('should let a signed-in user through', async () => {
    const { requireUser } = setup(member);
    await expect(requireUser(request('/dashboard'))).resolves.toBe(member);
  });

  it('should send a visitor to the login page with the requested URL and a warning', async () => {
    const { requireUser, notify } = setup(null);
    const location = await redirectOf(requireUser(request('/dashboard/history?page=2')));
    expect(location).toBe(
      `/auth/login?returnUrl=${encodeURIComponent('/dashboard/history?page=2')}`,
    );
    expect(notify.warning).toHaveBeenCalledWith(guardMessages.signInRequired);
  });

  it('should wait for the session to be restored before deciding', async () => {
    const { requireUser, session } = setup(member);
    await requireUser(request('/library'));
    expect(session.start).toHaveBeenCalled();
    expect(session.ensureUser).toHaveBeenCalled();
  });
});

describe('given the admin guard', () => {
  it('should let an admin through', async () => {
    const { requireAdmin } = setup(admin);
    await expect(requireAdmin(request('/admin'))).resolves.toBe(admin);
  });

  it('should send a non-admin to the dashboard with an error', async () => {
    const { requireAdmin, notify } = setup(member);
    expect(await redirectOf(requireAdmin(request('/admin')))).toBe('/dashboard');
    expect(notify.error).toHaveBeenCalledWith(guardMessages.adminRequired);
  });

  it('should send a visitor to the login page', async () => {
    const { requireAdmin } = setup(null);
    expect(await redirectOf(requireAdmin(request('/admin/ai-copilots')))).toMatch(
      /^\/auth\/login\b/,
    );
  });
});
