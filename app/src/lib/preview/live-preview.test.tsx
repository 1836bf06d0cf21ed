// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { AiGeneratedFile, PreviewBuildAnswer } from '@kiln/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { apiClient } from '../api/app-api-client';
import { QueryProvider } from '../query';
import { LivePreview } from './live-preview';

vi.mock('../api/app-api-client', () => ({ apiClient: { post: vi.fn() } }));
// The sandboxed frame is the frame channel's own test; here the build's answer is what counts.
vi.mock('./frame-channel', () => ({ usePreviewFrame: () => ({ send: () => undefined }) }));
const post = vi.mocked(apiClient.post);

const files: AiGeneratedFile[] = [
  {
    path: 'Counter.tsx',
    content: 'export const Counter = () => <p>0</p>;\n',
    type: 'component',
    language: 'tsx',
  },
];

const built: PreviewBuildAnswer = {
  success: true,
  data: { id: 'a'.repeat(64), frameUrl: '/preview/frames/a', problems: [] },
};

const renderPreview = () =>
  render(
    // The app's own query defaults (no retry but where a query asks for it).
    <QueryProvider>
      <LivePreview framework="react" files={files} onFixWithAi={() => undefined} />
    </QueryProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  post.mockReset();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('given a preview build the server was too busy to finish', { timeout: 20_000 }, () => {
  it('should say "busy, retrying", never "does not compile", and build again on its own', async () => {
    post
      .mockRejectedValueOnce(new ApiError(503, 'SERVER_BUSY', 'Kiln is busy with other requests.'))
      .mockResolvedValueOnce(built);
    renderPreview();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Kiln is busy — retrying the build…')).toBeDefined();
    expect(screen.queryByText('The code does not compile')).toBeNull();
    expect(screen.queryByText('The preview could not be built')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fix with AI' })).toBeNull();

    // Asked again 1 s later (the busy backoff), without a reload or an edit.
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(post).toHaveBeenCalledTimes(2);
    // The answer is rendered after the query's batched notification.
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('Kiln is busy — retrying the build…')).toBeNull();
    expect(screen.getByText('Starting the preview…')).toBeDefined();
    expect(screen.queryByTestId('preview-problems')).toBeNull();
  });
});
