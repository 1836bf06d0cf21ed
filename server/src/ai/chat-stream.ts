import { ErrorCode, type ChatAnswerData } from '@kiln/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from '../errors';
import type { StreamHooks } from './producers/model-answer';
import { openEventStream, type EventStream } from './sse';

/** A chat turn that opens its event stream only once the message is admitted. */
export type StreamedChat = (stream: ChatStreamOpener) => Promise<ChatAnswerData>;

/** Opens the event stream once the message is admitted; `signal` aborts when the person stops the answer. */
export interface ChatStreamOpener {
  open(signal: AbortSignal): StreamHooks;
}

/**
 * Answers a chat turn as Server-Sent Events: delta and status events while it is written, then done
 * with the answer or error with the usual error body. A refusal before the stream opened is thrown
 * on, to be answered as ordinary JSON.
 */
export const streamChat = async (
  request: FastifyRequest,
  reply: FastifyReply,
  chat: StreamedChat,
): Promise<void> => {
  let stream: EventStream | undefined;
  try {
    const data = await chat({
      open: (signal) => {
        const opened = openEventStream(request, reply);
        stream = opened;
        return {
          signal,
          onDelta: (text) => opened.send('delta', { text }),
          onStatus: (stage, diagnostics) =>
            opened.send('status', diagnostics ? { stage, diagnostics } : { stage }),
        };
      },
    });
    stream?.send('done', { success: true, data });
  } catch (error) {
    if (!stream) throw error;
    if (error instanceof AppError) {
      stream.send('error', errorBody(error.code, error.message, error.details));
    } else {
      request.log.error({ err: error }, 'chat stream failed');
      stream.send(
        'error',
        errorBody(ErrorCode.internal, 'Something went wrong on our side. Please try again later.'),
      );
    }
  } finally {
    stream?.end();
  }
};
