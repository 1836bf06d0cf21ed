import type { Query } from '@tanstack/react-query';

/**
 * A saved version's server checks run after the save has answered, so a list read at once may show
 * it unchecked. Lists that show a check's result read again every 2 s while any row is pending, for
 * at most a minute of reads, so the result appears without a reload and an unreachable check does
 * not poll forever.
 */
export const PENDING_POLL_MS = 2_000;
const PENDING_POLL_READS = 30;

export const pollWhilePending =
  <T>(isPending: (data: T) => boolean) =>
  <K extends readonly unknown[]>(query: Query<T, Error, T, K>): number | false =>
    query.state.data !== undefined &&
    isPending(query.state.data) &&
    query.state.dataUpdateCount <= PENDING_POLL_READS
      ? PENDING_POLL_MS
      : false;
