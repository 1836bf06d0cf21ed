import {
  frameMessageSchema,
  parentMessageSchema,
  PREVIEW_CHANNEL,
  type FrameMessageBody,
  type ParentMessage,
} from '@kiln/contract/preview-messages';

/** The build this document shows and the app's origin, written into the document by the server. */
const root = document.documentElement;
export const buildId = root.dataset.build ?? '';
const parentOrigin = root.dataset.parentOrigin ?? '*';

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

/** Sends one message to the app, checked against the protocol's schema first. */
export const post = (body: FrameMessageBody): void => {
  const message = frameMessageSchema.safeParse({
    channel: PREVIEW_CHANNEL,
    build: buildId,
    ...body,
  });
  if (message.success) window.parent.postMessage(message.data, parentOrigin);
};

/** Messages from the app: only from the parent window, for this build, in the protocol's shape. */
export const listen = (handle: (message: ParentMessage) => void): void => {
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = parentMessageSchema.safeParse(event.data);
    if (message.success && message.data.build === buildId) handle(message.data);
  });
};
