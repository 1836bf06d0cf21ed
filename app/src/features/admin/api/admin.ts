import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStatsAnswer,
  AdminUpdateUserBody,
  AdminUserAnswer,
  AdminUsersAnswer,
  AuditLogAnswer,
  InboxAnswer,
  OutboxAnswer,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

const adminKey = ['admin'] as const;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

/** GET /admin/stats: totals and the chart series. */
export const getStats = async () => (await apiClient.get<AdminStatsAnswer>('/admin/stats')).data;
export const useAdminStats = () =>
  useQuery(queryOptions({ queryKey: [...adminKey, 'stats'], queryFn: getStats }));

export type UserFilters = {
  page: number;
  search?: string;
  role?: string;
  plan?: string;
  isActive?: string;
};

/** GET /admin/users: searched, filtered and paged on the server. */
export const getUsers = async (filters: UserFilters) =>
  (await apiClient.get<AdminUsersAnswer>(`/admin/users?${query({ ...filters, limit: 10 })}`)).data;
export const useAdminUsers = (filters: UserFilters) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'users', filters],
      queryFn: () => getUsers(filters),
      placeholderData: (previous) => previous,
    }),
  );

/** PATCH /admin/users/{id}: role, plan or active flag (audited by the server). */
export const patchUser = async ({ id, body }: { id: string; body: AdminUpdateUserBody }) =>
  (await apiClient.request<AdminUserAnswer>('PATCH', `/admin/users/${id}`, { body })).data.user;
export const useUpdateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...adminKey, 'users', 'update'],
    mutationFn: patchUser,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
};

/** GET /admin/audit-log: who did what, when, from where. */
export const getAuditLog = async (page: number) =>
  (
    await apiClient.get<AuditLogAnswer>(
      `/admin/audit-log?${query({ page, limit: 10, scope: 'all' })}`,
    )
  ).data;
export const useAuditLog = (page: number) =>
  useQuery(
    queryOptions({ queryKey: [...adminKey, 'audit', page], queryFn: () => getAuditLog(page) }),
  );

/** GET /admin/messages: contact and feedback messages. */
export const getInbox = async (page: number, kind?: string) =>
  (await apiClient.get<InboxAnswer>(`/admin/messages?${query({ page, limit: 10, kind })}`)).data;
export const useInbox = (page: number, kind?: string) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'inbox', page, kind],
      queryFn: () => getInbox(page, kind),
    }),
  );

/** GET /admin/outbox: the e-mails Kiln sent or queued. */
export const getOutbox = async (page: number) =>
  (await apiClient.get<OutboxAnswer>(`/admin/outbox?${query({ page, limit: 10 })}`)).data;
export const useOutbox = (page: number) =>
  useQuery(
    queryOptions({ queryKey: [...adminKey, 'outbox', page], queryFn: () => getOutbox(page) }),
  );
