import type * as React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * One query cache for the whole visit. Routes that fetch wrap themselves in QueryProvider instead
 * of the root doing it, which keeps TanStack Query out of the first page's JavaScript.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false } },
});

export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
