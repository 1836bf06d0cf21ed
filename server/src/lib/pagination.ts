import type { PageInfo } from '@kiln/contract';

/** Rows a page skips: pages count from 1. */
export const pageOffset = (page: number, limit: number): number => (page - 1) * limit;

/** The `pagination` part of every list answer; a page past the end still reports the real total. */
export const pageInfo = (page: number, limit: number, total: number): PageInfo => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});
