import { describe, expect, it } from 'vitest';
import type { User } from '@kiln/contract';
import { planDisplay, showsAdminEntry } from './display';

const member = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  subscription: { plan: 'pro' },
  usage: { generationsUsed: 12, generationsLimit: 100 },
} as User;

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('given the header deciding whether to show admin entries', () => {
  it('should show them for the admin role', () => {
    expect(showsAdminEntry({ ...member, role: 'admin' })).toBe(true);
  });

  it('should show them for an e-mail containing admin', () => {
    expect(showsAdminEntry({ ...member, email: 'site-admin@example.com' })).toBe(true);
  });

  it('should show them for a first name of admin', () => {
    expect(showsAdminEntry({ ...member, firstName: 'Admin' })).toBe(true);
  });

  it('should show them for a storage flag', () => {
    expect(showsAdminEntry(member, { session: storageWith('true') })).toBe(true);
  });

  it('should not show them to an ordinary member', () => {
    expect(
      showsAdminEntry(member, { local: storageWith(null), session: storageWith('false') }),
    ).toBe(false);
  });
});

describe('given the plan shown in the header', () => {
  it('should show the member plan and limit', () => {
    expect(planDisplay(member)).toEqual({ plan: 'pro', label: 'Pro', used: 12, limit: 100 });
  });

  it('should show admins as premium with 1000 generations', () => {
    expect(planDisplay({ ...member, role: 'admin' })).toMatchObject({
      plan: 'premium',
      limit: 1000,
    });
  });
});
