// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PREVIEW_CHANNEL } from '@kiln/contract';
import { useFrameChannel } from './frame-channel';

const build = 'c'.repeat(64);

function setup() {
  const frameWindow = { postMessage: vi.fn() };
  const frame = { current: { contentWindow: frameWindow } as unknown as HTMLIFrameElement };
  const onMessage = vi.fn();
  const hook = renderHook(() => useFrameChannel(frame, build, onMessage));
  const deliver = (data: unknown, source: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }));
    });
  return { frameWindow, onMessage, hook, deliver };
}

describe('given the preview frame’s channel', () => {
  it('should take a valid message from its own frame', () => {
    const { frameWindow, onMessage, deliver } = setup();
    deliver({ channel: PREVIEW_CHANNEL, build, type: 'ready' }, frameWindow);
    expect(onMessage).toHaveBeenCalledWith(
      { channel: PREVIEW_CHANNEL, build, type: 'ready' },
      expect.any(Function),
    );
  });

  it('should drop a message from another window, of another build or of a wrong shape', () => {
    const { frameWindow, onMessage, deliver } = setup();
    deliver({ channel: PREVIEW_CHANNEL, build, type: 'ready' }, window);
    deliver({ channel: PREVIEW_CHANNEL, build: 'd'.repeat(64), type: 'ready' }, frameWindow);
    deliver({ channel: PREVIEW_CHANNEL, build, type: 'rendered' }, frameWindow);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('should send to the frame only after it said it is ready', () => {
    const { frameWindow, hook, deliver } = setup();
    hook.result.current.send({ type: 'run-axe' });
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    deliver({ channel: PREVIEW_CHANNEL, build, type: 'ready' }, frameWindow);
    hook.result.current.send({ type: 'set-theme', theme: 'dark' });
    expect(frameWindow.postMessage).toHaveBeenCalledWith(
      { channel: PREVIEW_CHANNEL, build, type: 'set-theme', theme: 'dark' },
      '*',
    );
  });
});
