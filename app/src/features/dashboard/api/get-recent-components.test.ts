import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';

const get = vi.fn();
vi.mock('../../../lib/api/app-api-client', () => ({ apiClient: { get } }));
const { getRecentComponents } = await import('./get-recent-components');

beforeEach(() => get.mockReset());

const component = {
  id: '6c3a3f5e-8d9b-4c59-9a51-2c1f1d3b7a10',
  name: 'Login form',
  description: '',
  tags: [],
  framework: 'angular',
  currentVersion: 1,
  versionCount: 1,
  storageBytes: 1200,
  checks: 'unchecked',
  compiles: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('given the saved components endpoint', () => {
  it('should ask for the newest five and read them through the contract', async () => {
    get.mockResolvedValue({
      success: true,
      data: { items: [component], pagination: { page: 1, limit: 5, total: 1, totalPages: 1 } },
    });
    await expect(getRecentComponents()).resolves.toEqual([component]);
    expect(get).toHaveBeenCalledWith('/components?sort=newest&limit=5', {});
  });

  it('should show none when it is missing or answers another shape (spec §8 fallbacks)', async () => {
    get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'No route matches GET /api/components'));
    await expect(getRecentComponents()).resolves.toEqual([]);
    get.mockResolvedValue({ success: true, data: { items: [{ id: 'not a component' }] } });
    await expect(getRecentComponents()).resolves.toEqual([]);
  });
});
