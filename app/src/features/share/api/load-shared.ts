import { ApiError } from '../../../lib/api/client';
import { queryClient } from '../../../lib/query';
import { sharedComponentQueryOptions } from './get-shared-component';

/** The shared version, or null when the link was revoked, has expired or never existed. */
export async function loadShared(token: string) {
  try {
    return await queryClient.ensureQueryData(sharedComponentQueryOptions(token));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
