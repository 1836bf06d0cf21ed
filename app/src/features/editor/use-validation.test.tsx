// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { AiGeneratedFile } from '@kiln/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { postValidate } from './api/post-validate';
import { useValidation } from './use-validation';

vi.mock('./api/post-validate', () => ({ postValidate: vi.fn() }));
const validate = vi.mocked(postValidate);

const files: AiGeneratedFile[] = [
  {
    path: 'Counter.tsx',
    content: 'export const Counter = () => null;\n',
    type: 'component',
    language: 'tsx',
  },
];

beforeEach(() => {
  vi.useFakeTimers();
  validate.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('given the server is busy when the editor checks the code', { timeout: 20_000 }, () => {
  it('should check again on its own, without waiting for a keystroke, and show the answer', async () => {
    validate
      .mockRejectedValueOnce(new ApiError(503, 'SERVER_BUSY', 'Kiln is busy with other requests.'))
      .mockResolvedValueOnce({ hash: 'h', diagnostics: [] });
    const { result } = renderHook(() => useValidation('react', files));
    await act(async () => undefined);
    expect(result.current).toEqual({ status: 'busy', retryInMs: 1000 });

    await act(async () => vi.advanceTimersByTime(1000));
    expect(validate).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ status: 'done', files, diagnostics: [] });
  });
});
