import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';

const get = vi.fn();
vi.mock('../../../lib/api/app-api-client', () => ({ apiClient: { get } }));
const { getHistory } = await import('./get-history');

describe('given a history query', () => {
  it('should send only the filters that are set', async () => {
    get.mockResolvedValue({
      success: true,
      data: { items: [], pagination: { page: 2, limit: 10, total: 0, totalPages: 0 } },
    });
    await getHistory({ page: 2, search: 'login form', framework: 'react' });
    expect(get).toHaveBeenCalledWith('/ai/history?page=2&search=login+form&framework=react', {});
  });
});

describe('given a history request that fails', () => {
  it('should show an empty page instead of an error (spec §8 fallbacks)', async () => {
    get.mockImplementation(() =>
      Promise.reject(new ApiError(500, 'INTERNAL_ERROR', 'Server error')),
    );
    await expect(getHistory({ page: 3 })).resolves.toEqual({
      items: [],
      pagination: { page: 3, limit: 10, total: 0, totalPages: 0 },
    });
  });

  it('should let a cancelled request stay cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    get.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(getHistory({}, controller.signal)).rejects.toThrow('aborted');
  });
});
