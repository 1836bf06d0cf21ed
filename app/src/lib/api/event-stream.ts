import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One Server-Sent Event: its name and its JSON data. */
export type StreamEvent = { event: string; data: unknown };

const parseData = (message: EventSourceMessage): unknown => {
  try {
    return JSON.parse(message.data) as unknown;
  } catch {
    return message.data;
  }
};

/**
 * Reads a text/event-stream answer event by event, as they arrive. Comment lines (the server's
 * keep-alives) are skipped by the parser. Aborting the request's signal ends the loop with the
 * fetch's AbortError.
 */
export async function* readEventStream(response: Response): AsyncGenerator<StreamEvent> {
  if (!response.body) return;
  const ready: StreamEvent[] = [];
  const parser = createParser({
    onEvent: (message) =>
      ready.push({ event: message.event ?? 'message', data: parseData(message) }),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift()!;
    }
    parser.feed(decoder.decode());
    while (ready.length > 0) yield ready.shift()!;
  } finally {
    reader.releaseLock();
  }
}
