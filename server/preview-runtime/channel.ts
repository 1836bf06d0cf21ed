import {
  frameMessageSchema,
  parentMessageSchema,
  PREVIEW_CHANNEL,
  type FrameMessageBody,
  type ParentMessage,
} from '@kiln/contract/preview-messages';

/** The app's origin, written into the document by the server. */
const root = document.documentElement;
const parentOrigin = root.dataset.parentOrigin ?? '*';

/** What the frame's messages are about: a build and the app's nonce for mounting it. */
export interface MountTag {
  build: string;
  mount: string;
}
/** A build's own document names it (`data-build`); a shell has none until the app mounts one. */
let current: MountTag = { build: root.dataset.build ?? '', mount: '' };
export const currentTag = (): MountTag => current;
export const setCurrentTag = (tag: MountTag): void => {
  current = tag;
};

/** A payload the structured clone can carry: plain data as JSON sees it, anything else as text. */
export const cloneable = (value: unknown): unknown => {
  if (value === undefined) return null;
  if (value instanceof Event) return { type: value.type };
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return String(value);
  }
};

/**
 * Sends one message to the app, checked against the protocol's schema first, tagged with the
 * current mount or, for work begun by an earlier one, with that mount (the app drops it).
 */
export const post = (body: FrameMessageBody, tag: MountTag = current): void => {
  const message = frameMessageSchema.safeParse({
    channel: PREVIEW_CHANNEL,
    build: tag.build,
    mount: tag.mount,
    ...body,
  });
  if (message.success) window.parent.postMessage(message.data, parentOrigin);
};

/**
 * Messages from the app: only from the parent window, in the protocol's shape, and (but for
 * `mount`, which starts a new one) for the current mount.
 */
export const listen = (handle: (message: ParentMessage) => void): void => {
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = parentMessageSchema.safeParse(event.data);
    if (!message.success) return;
    const { data } = message;
    if (data.type === 'mount' || (data.build === current.build && data.mount === current.mount))
      handle(data);
  });
};
