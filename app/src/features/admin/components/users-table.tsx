import * as React from 'react';
import type { AdminUpdateUserBody, AdminUser, PlanId } from '@kiln/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/use-session';
import { useAdminUsers, useUpdateUser, type UserFilters } from '../api/admin';

const PLANS: PlanId[] = ['free', 'pro', 'premium', 'enterprise'];
const selectClass =
  'h-9 rounded-control border border-input bg-background px-2 text-sm text-foreground';

type PendingChange = { user: AdminUser; body: AdminUpdateUserBody; summary: string };

const describeChange = (user: AdminUser, body: AdminUpdateUserBody) => {
  if (body.role)
    return `Make ${user.email} ${body.role === 'admin' ? 'an admin' : 'a regular user'}?`;
  if (body.plan) return `Move ${user.email} to the ${body.plan} plan?`;
  return body.isActive
    ? `Reactivate ${user.email}?`
    : `Deactivate ${user.email}? Their sessions end at once.`;
};

/** Users, searched and filtered on the server, with role, plan and active flag behind a confirmation. */
export function UsersTable() {
  const [filters, setFilters] = React.useState<UserFilters>({ page: 1 });
  const [search, setSearch] = React.useState('');
  const users = useAdminUsers(filters);
  const update = useUpdateUser();
  const [pending, setPending] = React.useState<PendingChange>();
  // The server refuses an admin's change to their own role or active flag (409): not offered.
  const myId = useSession().auth?.user.id;

  // The search is sent once typing pauses (300 ms, the spec's debounce).
  React.useEffect(() => {
    const timer = setTimeout(
      () =>
        setFilters((current) =>
          current.search === search ? current : { ...current, search, page: 1 },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const propose = (user: AdminUser, body: AdminUpdateUserBody) =>
    setPending({ user, body, summary: describeChange(user, body) });

  const confirm = () => {
    if (!pending) return;
    update.mutate(
      { id: pending.user.id, body: pending.body },
      {
        onSuccess: () => {
          toast.success('User updated');
          setPending(undefined);
        },
        // A refusal ends the dialog: what it asked for will not happen, and the toast says why.
        onError: (error) => {
          setPending(undefined);
          toast.error(describeError(error));
        },
      },
    );
  };

  const filter = (key: 'role' | 'plan' | 'isActive', value: string) =>
    setFilters((current) => ({ ...current, [key]: value || undefined, page: 1 }));

  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <h2 id="users-title" className="text-xl font-semibold">
        Users
      </h2>
      <div className="flex flex-wrap gap-3">
        <Input
          type="search"
          aria-label="Search users by e-mail or name"
          placeholder="Search by e-mail or name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          className="max-w-xs"
        />
        <select
          aria-label="Filter by role"
          className={selectClass}
          onChange={(e) => filter('role', e.currentTarget.value)}
        >
          <option value="">All roles</option>
          <option value="user">Users</option>
          <option value="admin">Admins</option>
        </select>
        <select
          aria-label="Filter by plan"
          className={selectClass}
          onChange={(e) => filter('plan', e.currentTarget.value)}
        >
          <option value="">All plans</option>
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter by status"
          className={selectClass}
          onChange={(e) => filter('isActive', e.currentTarget.value)}
        >
          <option value="">Active and deactivated</option>
          <option value="true">Active</option>
          <option value="false">Deactivated</option>
        </select>
      </div>
      {users.isError ? <p role="alert">{describeError(users.error)}</p> : null}
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>User</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Plan</TableHead>
              <TableHead>Usage</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(users.data?.items ?? []).map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  <p className="font-medium">{user.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {user.firstName} {user.lastName}
                  </p>
                </TableCell>
                <TableCell>
                  <select
                    aria-label={`Role of ${user.email}`}
                    className={selectClass}
                    value={user.role}
                    disabled={user.id === myId}
                    onChange={(e) =>
                      propose(user, { role: e.currentTarget.value as AdminUser['role'] })
                    }
                  >
                    <option value="user">user</option>
                    <option value="admin">admin</option>
                  </select>
                </TableCell>
                <TableCell>
                  <select
                    aria-label={`Plan of ${user.email}`}
                    className={selectClass}
                    value={user.subscription.plan}
                    disabled={user.role === 'admin'}
                    onChange={(e) => propose(user, { plan: e.currentTarget.value as PlanId })}
                  >
                    {PLANS.map((plan) => (
                      <option key={plan} value={plan}>
                        {plan}
                      </option>
                    ))}
                  </select>
                </TableCell>
                <TableCell>
                  {user.usage.generationsUsed}/{user.usage.generationsLimit}
                </TableCell>
                <TableCell>
                  {user.id === myId ? (
                    <span className="text-sm text-muted-foreground">Active (you)</span>
                  ) : (
                    <Button
                      size="sm"
                      variant={user.isActive ? 'outline' : 'secondary'}
                      onClick={() => propose(user, { isActive: !user.isActive })}
                    >
                      {user.isActive ? 'Deactivate' : 'Reactivate'}
                      <span className="sr-only"> {user.email}</span>
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {users.data ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{users.data.pagination.total} users</p>
          {users.data.pagination.totalPages > 1 ? (
            <Pagination
              page={filters.page}
              pageCount={users.data.pagination.totalPages}
              onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
            />
          ) : null}
        </div>
      ) : null}
      <Dialog
        open={pending !== undefined}
        onOpenChange={(open) => (open ? null : setPending(undefined))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Confirm the change</DialogTitle>
            <DialogDescription>{pending?.summary}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(undefined)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={update.isPending}>
              Confirm
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
