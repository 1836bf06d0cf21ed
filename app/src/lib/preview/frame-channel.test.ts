// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PREVIEW_CHANNEL } from '@kiln/contract';
import { usePreviewFrame } from './frame-channel';
import { placePreviewFrame } from './frame-pool';

vi.mock('./frame-pool', () => ({ placePreviewFrame: vi.fn() }));

const build = 'c'.repeat(64);
const nextBuild = 'd'.repeat(64);

function setup(options: { ready: boolean }) {
  const frameWindow = { postMessage: vi.fn() };
  const element = Object.assign(document.createElement('div'), {
    contentWindow: frameWindow,
  }) as unknown as HTMLIFrameElement;
  vi.mocked(placePreviewFrame).mockReturnValue({ frame: element, ready: options.ready });
  const slot = { current: document.createElement('div') };
  const onMessage = vi.fn();
  const hook = renderHook(
    ({ id }: { id: string | null }) =>
      usePreviewFrame({
        slot,
        framework: 'angular',
        generation: 0,
        build: id,
        initial: () => ({ theme: 'dark', inputs: { label: 'Hi' } }),
        onMessage,
        title: 'Preview of the form',
        size: { width: 320, height: 240, zoom: 1 },
      }),
    { initialProps: { id: build as string | null } },
  );
  const deliver = (data: unknown, source: unknown = frameWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }));
    });
  /** The mount messages the frame was sent, in order. */
  const mounts = () =>
    frameWindow.postMessage.mock.calls
      .map(([message]) => message as { type: string; build: string; mount: string })
      .filter((message) => message.type === 'mount');
  return { frameWindow, onMessage, hook, deliver, mounts };
}

const ready = { channel: PREVIEW_CHANNEL, build: '', mount: '', type: 'ready' };

beforeEach(() => vi.mocked(placePreviewFrame).mockReset());

describe('given a new preview frame', () => {
  it('should send the mount, with the theme and inputs to start with, once the frame is ready', () => {
    const { frameWindow, deliver, mounts } = setup({ ready: false });
    expect(mounts()).toEqual([]);
    deliver(ready);
    expect(frameWindow.postMessage).toHaveBeenCalledWith(
      {
        channel: PREVIEW_CHANNEL,
        build,
        mount: expect.any(String),
        type: 'mount',
        theme: 'dark',
        inputs: { label: 'Hi' },
      },
      '*',
    );
  });
});

describe('given a warm frame whose runtime is already loaded', () => {
  it('should mount at once, and mount a new build into the same frame', () => {
    const { hook, mounts } = setup({ ready: true });
    expect(mounts()).toHaveLength(1);
    const element = vi.mocked(placePreviewFrame).mock.results[0]?.value.frame as HTMLIFrameElement;
    expect(element.title).toBe('Preview of the form');
    expect(element.dataset.build).toBe(build);
    hook.rerender({ id: nextBuild });
    expect(mounts().map((message) => message.build)).toEqual([build, nextBuild]);
    expect(placePreviewFrame).toHaveBeenCalledTimes(1);
  });
});

describe('given messages from the frame', () => {
  it('should take a valid message of the current mount from its own frame', () => {
    const { onMessage, deliver, mounts } = setup({ ready: true });
    const { mount } = mounts()[0]!;
    const resize = { channel: PREVIEW_CHANNEL, build, mount, type: 'resize', height: 10 };
    deliver(resize);
    expect(onMessage).toHaveBeenCalledWith(resize);
  });

  it('should drop a message from another window, of another build or mount, or of a wrong shape', () => {
    const { onMessage, deliver, mounts } = setup({ ready: true });
    const { mount } = mounts()[0]!;
    const resize = { channel: PREVIEW_CHANNEL, build, mount, type: 'resize', height: 10 };
    deliver(resize, window);
    deliver({ ...resize, build: nextBuild });
    deliver({ ...resize, mount: 'an-earlier-mount' });
    deliver({ channel: PREVIEW_CHANNEL, build, mount, type: 'rendered' });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('should drop the messages of the previous mount once a new build is mounted', () => {
    const { onMessage, hook, deliver, mounts } = setup({ ready: true });
    const first = mounts()[0]!;
    hook.rerender({ id: nextBuild });
    deliver({ channel: PREVIEW_CHANNEL, build, mount: first.mount, type: 'resize', height: 1 });
    expect(onMessage).not.toHaveBeenCalled();
    const second = mounts()[1]!;
    expect(second.mount).not.toBe(first.mount);
    deliver({ channel: PREVIEW_CHANNEL, ...pick(second), type: 'resize', height: 2 });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});

describe('given messages to the frame', () => {
  it('should send to the current mount only, and nothing before a mount', () => {
    const { frameWindow, hook, deliver, mounts } = setup({ ready: false });
    hook.result.current.send({ type: 'run-axe' });
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    deliver(ready);
    hook.result.current.send({ type: 'set-theme', theme: 'light' });
    expect(frameWindow.postMessage).toHaveBeenLastCalledWith(
      { channel: PREVIEW_CHANNEL, ...pick(mounts()[0]!), type: 'set-theme', theme: 'light' },
      '*',
    );
    // While the next build compiles, there is no mount to send to.
    hook.rerender({ id: null });
    const sent = frameWindow.postMessage.mock.calls.length;
    hook.result.current.send({ type: 'run-axe' });
    expect(frameWindow.postMessage.mock.calls.length).toBe(sent);
  });
});

describe('given design mode', () => {
  it('should send design-mode to the mount and deliver the part the frame picked', () => {
    const { frameWindow, onMessage, hook, deliver, mounts } = setup({ ready: true });
    const tag = pick(mounts()[0]!);
    hook.result.current.send({ type: 'design-mode', on: true });
    expect(frameWindow.postMessage).toHaveBeenLastCalledWith(
      { channel: PREVIEW_CHANNEL, ...tag, type: 'design-mode', on: true },
      '*',
    );
    const picked = {
      channel: PREVIEW_CHANNEL,
      ...tag,
      type: 'design-select',
      target: { tag: 'button', text: 'Create account', role: 'button', nth: 0 },
    };
    deliver(picked);
    deliver({
      ...picked,
      target: { tag: 'button', text: 'Create account', role: 'button', nth: -1 },
    });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(picked);
  });
});

const pick = ({ build: id, mount }: { build: string; mount: string }) => ({ build: id, mount });
