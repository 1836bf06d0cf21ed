import * as React from 'react';
import {
  frameMessageSchema,
  PREVIEW_CHANNEL,
  type FrameMessage,
  type ParentMessageBody,
} from '@kiln/contract';

/**
 * The app's end of the preview's message channel. A message counts only when it comes from this
 * iframe's own window, is of this build and has the protocol's shape; anything else (another
 * window, an earlier build, a malformed message) is dropped. `send` reaches the frame once it
 * has said it is ready; the caller sends its whole state (theme, inputs) on each `ready`.
 */
export function useFrameChannel(
  frame: React.RefObject<HTMLIFrameElement | null>,
  build: string | null,
  onMessage: (message: FrameMessage, reply: (body: ParentMessageBody) => void) => void,
) {
  const handler = React.useRef(onMessage);
  const ready = React.useRef(false);

  React.useEffect(() => {
    handler.current = onMessage;
  });

  const post = React.useCallback(
    (body: ParentMessageBody) => {
      // The sandboxed frame has an opaque origin, which no target origin other than '*' matches.
      frame.current?.contentWindow?.postMessage({ channel: PREVIEW_CHANNEL, build, ...body }, '*');
    },
    [frame, build],
  );

  React.useEffect(() => {
    ready.current = false;
    if (!build) return;
    const listen = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = frameMessageSchema.safeParse(event.data);
      if (!parsed.success || parsed.data.build !== build) return;
      if (parsed.data.type === 'ready') ready.current = true;
      handler.current(parsed.data, post);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, build, post]);

  const send = React.useCallback(
    (body: ParentMessageBody) => {
      if (ready.current) post(body);
    },
    [post],
  );
  /** A reloaded frame must say it is ready again before it takes messages. */
  const reset = React.useCallback(() => {
    ready.current = false;
  }, []);
  return { send, reset };
}
