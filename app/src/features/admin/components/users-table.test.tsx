// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminUser } from '@kiln/contract';
import { toast } from '@kiln/design-system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { UsersTable } from './users-table';

const person = (id: string, email: string, role: AdminUser['role']): AdminUser =>
  ({
    id,
    email,
    firstName: '',
    lastName: '',
    role,
    company: null,
    avatar: null,
    subscription: { plan: 'free' },
    usage: { generationsUsed: 0, generationsLimit: 10 },
    isActive: true,
    createdAt: '2026-11-25T00:00:00.000Z',
    updatedAt: '2026-11-25T00:00:00.000Z',
    lastLoginAt: null,
  }) as AdminUser;

const ADMIN = person('11111111-1111-4111-8111-111111111111', 'admin@kiln.test', 'admin');
const ADA = person('22222222-2222-4222-8222-222222222222', 'ada@kiln.test', 'user');

const mutate = vi.fn();
vi.mock('../api/admin', () => ({
  useAdminUsers: () => ({
    data: { items: [ADMIN, ADA], pagination: { total: 2, totalPages: 1, page: 1, limit: 10 } },
    isError: false,
  }),
  useUpdateUser: () => ({ mutate, isPending: false }),
}));
vi.mock('../../../lib/session/use-session', () => ({
  useSession: () => ({ auth: { user: { id: ADMIN.id } }, verified: true, ready: true }),
}));

afterEach(() => {
  cleanup();
  mutate.mockReset();
});

const rowOf = (email: string) =>
  screen.getByText(email, { selector: 'p' }).closest('tr') as HTMLElement;

describe(
  'given the admin looks at the users, their own row among them',
  { timeout: 20_000 },
  () => {
    it('should offer no Deactivate, nor a role change, on their own row, and both on others', () => {
      render(<UsersTable />);
      const own = rowOf(ADMIN.email);
      expect(within(own).queryByRole('button', { name: /deactivate/i })).toBeNull();
      expect(within(own).getByRole('combobox', { name: `Role of ${ADMIN.email}` })).toHaveProperty(
        'disabled',
        true,
      );
      const other = rowOf(ADA.email);
      expect(within(other).getByRole('button', { name: /deactivate/i })).toBeTruthy();
    });

    it('should close the dialog and say why when the server refuses the change', async () => {
      const shown = vi.spyOn(toast, 'error');
      mutate.mockImplementation((_change, { onError }: { onError: (error: unknown) => void }) =>
        onError(new ApiError(409, 'SELF_LOCKOUT', 'You cannot deactivate the last admin')),
      );
      render(<UsersTable />);
      fireEvent.click(within(rowOf(ADA.email)).getByRole('button', { name: /deactivate/i }));
      const dialog = await screen.findByRole('dialog');
      await act(async () =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(shown).toHaveBeenCalledWith('You cannot deactivate the last admin');
    });
  },
);
