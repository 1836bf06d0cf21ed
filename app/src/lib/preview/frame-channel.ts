import * as React from 'react';
import {
  frameMessageSchema,
  PREVIEW_CHANNEL,
  type AiFramework,
  type FrameMessage,
  type ParentMessage,
  type ParentMessageBody,
  type PreviewTheme,
} from '@kiln/contract';
import { placePreviewFrame } from './frame-pool';

/** One mount of a build in the frame: the frame tags every message about it with both. */
export interface PreviewMount {
  build: string;
  mount: string;
}

export interface PreviewFrameOptions {
  /** The element the frame lives in (nothing else is rendered into it). */
  slot: React.RefObject<HTMLElement | null>;
  framework: AiFramework;
  /** Bumped by Reload: a fresh frame, never the warm one. */
  generation: number;
  /** The build to show; null while it compiles or when it did not compile. */
  build: string | null;
  /** The theme and inputs a mount starts with (read when the mount is sent). */
  initial: () => { theme: PreviewTheme; inputs: Record<string, unknown> };
  onMessage: (message: FrameMessage) => void;
  /** The frame's name for assistive technology. */
  title: string;
  /** Its size in CSS pixels and its zoom. */
  size: { width: number; height: number; zoom: number };
}

const post = (frame: HTMLIFrameElement, message: ParentMessage) =>
  // The sandboxed frame has an opaque origin, which no target origin other than '*' matches.
  frame.contentWindow?.postMessage(message, '*');

let mounts = 0;
const nextMountNonce = () => `${Date.now().toString(36)}-${(mounts += 1).toString(36)}`;

/**
 * The app's end of the preview: a frame in `slot` (the warm one of the framework when it waits,
 * its runtime already loaded; a fresh one after Reload), told to mount the build once it is
 * ready and the build is known; a later build is mounted into the same frame. A message counts
 * only when it comes from this frame's window, has the protocol's shape and belongs to the
 * current mount (build and nonce); anything else (another window, an earlier build or mount, a
 * malformed message) is dropped. `send` reaches the current mount only.
 */
export function usePreviewFrame({
  slot,
  framework,
  generation,
  build,
  initial,
  onMessage,
  title,
  size,
}: PreviewFrameOptions) {
  // The frame is the pool's element, not React's: kept in a ref, its state (which frame, ready).
  const frame = React.useRef<HTMLIFrameElement | null>(null);
  const [placed, setPlaced] = React.useState<{ serial: number; ready: boolean }>({
    serial: 0,
    ready: false,
  });
  const current = React.useRef<PreviewMount | null>(null);
  const handler = React.useRef(onMessage);
  const start = React.useRef(initial);
  React.useEffect(() => {
    handler.current = onMessage;
    start.current = initial;
  });

  React.useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const taken = placePreviewFrame(element, framework, start.current().theme, {
      fresh: generation > 0,
    });
    frame.current = taken.frame;
    current.current = null;
    setPlaced((previous) => ({ serial: previous.serial + 1, ready: taken.ready }));
    const listen = (event: MessageEvent) => {
      if (event.source !== taken.frame.contentWindow) return;
      const parsed = frameMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') {
        setPlaced((previous) => (previous.ready ? previous : { ...previous, ready: true }));
        return;
      }
      const mount = current.current;
      if (mount?.build === parsed.data.build && mount.mount === parsed.data.mount)
        handler.current(parsed.data);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      current.current = null;
      frame.current = null;
      taken.frame.remove();
    };
  }, [slot, framework, generation]);

  const { serial, ready } = placed;
  React.useEffect(() => {
    const element = frame.current;
    if (!element || !ready || !build) {
      // Nothing of an earlier build counts while the next one compiles.
      current.current = null;
      return;
    }
    const mount = { build, mount: nextMountNonce() };
    current.current = mount;
    element.dataset.build = mount.build;
    element.dataset.mount = mount.mount;
    post(element, { channel: PREVIEW_CHANNEL, ...mount, type: 'mount', ...start.current() });
  }, [serial, ready, build]);

  const { width, height, zoom } = size;
  React.useEffect(() => {
    const element = frame.current;
    if (!element) return;
    element.title = title;
    Object.assign(element.style, {
      width: `${width}px`,
      height: `${height}px`,
      transform: `scale(${zoom})`,
      transformOrigin: '0 0',
    });
  }, [serial, title, width, height, zoom]);

  const send = React.useCallback((body: ParentMessageBody) => {
    const mount = current.current;
    if (frame.current && mount)
      post(frame.current, { channel: PREVIEW_CHANNEL, ...mount, ...body });
  }, []);
  return { serial, send };
}
