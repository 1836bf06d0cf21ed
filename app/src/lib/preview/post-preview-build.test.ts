import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { previewBuildQuery } from './post-preview-build';

const query = previewBuildQuery('react', []);
const retries = (failures: number, error: unknown) =>
  typeof query.retry === 'function' ? query.retry(failures, error as Error) : query.retry;

describe('given a preview build the server was too busy to finish', () => {
  it('should be asked for again on its own, 1 s, 2 s, 4 s … apart, however often it is busy', () => {
    const busy = new ApiError(503, 'SERVER_BUSY', 'Kiln is busy with other requests.');
    expect([0, 1, 5, 20].map((failures) => retries(failures, busy))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([0, 1, 2, 10].map((failures) => query.retryDelay(failures))).toEqual([
      1000, 2000, 4000, 30_000,
    ]);
  });

  it('should not be asked for again when the failure says something about the request', () => {
    expect(retries(0, new ApiError(400, 'VALIDATION_ERROR', 'Bad files'))).toBe(false);
    expect(retries(0, new ApiError(401, 'UNAUTHORIZED', 'Sign in'))).toBe(false);
  });
});
