import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';

const post = vi.fn();
vi.mock('../../../lib/api/app-api-client', () => ({ apiClient: { post } }));
const { postSaveAnswer } = await import('./post-save-answer');

beforeEach(() => post.mockReset());

const componentId = '6c3a3f5e-8d9b-4c59-9a51-2c1f1d3b7a10';
const messageId = '0f2b7c1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b';
const savedComponent = (currentVersion: number) => ({
  success: true,
  data: { id: componentId, name: 'Login form', currentVersion, versionCount: currentVersion },
});

describe('given a chat answer saved to My components', () => {
  it('should create the component on the first save and name its first version', async () => {
    post.mockResolvedValue(savedComponent(1));
    await expect(
      postSaveAnswer({ messageId, name: 'Login form', componentId: undefined }),
    ).resolves.toEqual({ componentId, version: 1 });
    expect(post).toHaveBeenCalledWith('/components', {
      name: 'Login form',
      source: { kind: 'chat-message', id: messageId },
    });
  });

  it('should add a version on a later save and name it from the component the server answers', async () => {
    post.mockResolvedValue(savedComponent(3));
    await expect(postSaveAnswer({ messageId, name: 'Login form', componentId })).resolves.toEqual({
      componentId,
      version: 3,
    });
    expect(post).toHaveBeenCalledWith(`/components/${componentId}/versions`, {
      source: { kind: 'chat-message', id: messageId },
    });
  });

  it('should start a new component when the saved one was deleted since', async () => {
    post
      .mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'Component not found'))
      .mockResolvedValueOnce(savedComponent(1));
    await expect(postSaveAnswer({ messageId, name: 'Login form', componentId })).resolves.toEqual({
      componentId,
      version: 1,
    });
    expect(post).toHaveBeenLastCalledWith(
      '/components',
      expect.objectContaining({ name: 'Login form' }),
    );
  });
});
