import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
const get = vi.fn();
vi.mock('../../../lib/api/app-api-client', () => ({ apiClient: { post, get } }));
const { postDesign, designQueryOptions } = await import('./post-design');
const { postDesignKeep } = await import('./post-design-keep');
const { getVariants, variantsQueryOptions } = await import('./get-variants');

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

const sessionId = '6c3a3f5e-8d9b-4c59-9a51-2c1f1d3b7a10';
const messageId = '0f2b7c1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b';
const path = `/ai/copilot/sessions/${sessionId}/answers/${messageId}`;
const edits = [{ op: 'text' as const, part: 'action:0', value: 'Send' }];
const result = { mode: 'model', parts: [], files: [], checklist: [], validation: {} };

describe('given design mode on an answer', () => {
  it('should post the whole list of edits and answer the result', async () => {
    post.mockResolvedValue({ success: true, data: result });
    await expect(postDesign({ sessionId, messageId, edits })).resolves.toEqual(result);
    expect(post).toHaveBeenCalledWith(`${path}/design`, { edits }, {});
  });

  it('should key the query by the edits, so an undo reads a list seen before from the cache', () => {
    const one = designQueryOptions({ sessionId, messageId, edits });
    const none = designQueryOptions({ sessionId, messageId, edits: [] });
    expect(one.queryKey).toEqual(['copilot', 'design', sessionId, messageId, edits]);
    expect(none.queryKey).not.toEqual(one.queryKey);
    expect(one.retry).toBe(false);
  });

  it('should keep the edits and answer the stored message', async () => {
    post.mockResolvedValue({ success: true, data: { id: 'kept' } });
    await expect(postDesignKeep({ sessionId, messageId, edits })).resolves.toEqual({ id: 'kept' });
    expect(post).toHaveBeenCalledWith(`${path}/design/keep`, { edits });
  });

  it('should ask for three variants and answer their takes', async () => {
    get.mockResolvedValue({ success: true, data: { takes: [{ label: 'Two columns' }] } });
    await expect(getVariants({ sessionId, messageId })).resolves.toEqual([
      { label: 'Two columns' },
    ]);
    expect(get).toHaveBeenCalledWith(`${path}/variants?count=3`, {});
    expect(variantsQueryOptions({ sessionId, messageId }).queryKey).toEqual([
      'copilot',
      'variants',
      sessionId,
      messageId,
      3,
    ]);
  });
});
