import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePlanAnswer,
  InvoiceAnswer,
  InvoicesAnswer,
  PlanId,
  PlansAnswer,
  SubscriptionAnswer,
} from '@kiln/contract';
import { API_BASE_URL } from '../../../config/env';
import { apiClient } from '../../../lib/api/app-api-client';
import { ApiError } from '../../../lib/api/client';
import { session } from '../../../lib/session/app-session';
import { refreshProfile } from '../../../lib/session/refresh-profile';

const billingKey = ['billing'] as const;

/** GET /billing/plans: the four plans, cheapest first. */
export const getPlans = async () => (await apiClient.get<PlansAnswer>('/billing/plans')).data.plans;
export const usePlans = () =>
  useQuery(queryOptions({ queryKey: [...billingKey, 'plans'], queryFn: getPlans }));

/** GET /billing/subscription: the plan, its period and the usage in it. */
export const getSubscription = async () =>
  (await apiClient.get<SubscriptionAnswer>('/billing/subscription')).data;
export const useSubscription = () =>
  useQuery(queryOptions({ queryKey: [...billingKey, 'subscription'], queryFn: getSubscription }));

/** GET /billing/invoices: newest first, a page at a time. */
export const getInvoices = async (page: number) =>
  (await apiClient.get<InvoicesAnswer>(`/billing/invoices?page=${page}&limit=10`)).data;
export const useInvoices = (page: number) =>
  useQuery(
    queryOptions({ queryKey: [...billingKey, 'invoices', page], queryFn: () => getInvoices(page) }),
  );

/** GET /billing/invoices/{id}: one invoice. */
export const getInvoice = async (id: string) =>
  (await apiClient.get<InvoiceAnswer>(`/billing/invoices/${id}`)).data.invoice;
export const useInvoice = (id: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [...billingKey, 'invoice', id],
      queryFn: () => getInvoice(id ?? ''),
      enabled: id !== undefined,
    }),
  );

/** GET /billing/invoices/{id}/download: the invoice document, saved as a file. */
export async function downloadInvoice(id: string, number: string): Promise<void> {
  const token = session.getAccessToken();
  const response = await fetch(`${API_BASE_URL}/billing/invoices/${id}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new ApiError(response.status, 'DOWNLOAD_FAILED', 'Could not download the invoice');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `kiln-invoice-${number}.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

/** POST /billing/change-plan; the header's usage line is refreshed at once. */
export const postChangePlan = async (plan: PlanId) =>
  (await apiClient.post<ChangePlanAnswer>('/billing/change-plan', { plan })).data;

export const useChangePlan = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...billingKey, 'change-plan'],
    mutationFn: postChangePlan,
    onSuccess: async () => {
      await Promise.all([refreshProfile(), client.invalidateQueries({ queryKey: billingKey })]);
    },
  });
};
