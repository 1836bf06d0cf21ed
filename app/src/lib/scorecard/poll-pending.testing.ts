import { QueryClient } from '@tanstack/react-query';

/** For tests: the interval a query's options ask for, given the data it holds and its reads. */
export const refetchIntervalFor = <T>(
  options: { queryKey: readonly unknown[]; refetchInterval?: unknown },
  data: T,
  reads = 1,
) => {
  const client = new QueryClient();
  client.setQueryData(options.queryKey, data);
  const query = client.getQueryCache().find({ queryKey: options.queryKey });
  if (!query) throw new Error('query not cached');
  query.state.dataUpdateCount = reads;
  const interval = options.refetchInterval as (q: typeof query) => number | false;
  return interval(query);
};
