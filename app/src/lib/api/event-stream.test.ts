import { describe, expect, it } from 'vitest';
import { readEventStream } from './event-stream';

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
  );

const collect = async (response: Response) => {
  const events = [];
  for await (const event of readEventStream(response)) events.push(event);
  return events;
};

describe('given an event stream split across chunks', () => {
  it('should yield each event whole, with its JSON data, and skip keep-alive comments', async () => {
    const events = await collect(
      streamOf(
        'event: delta\ndata: {"te',
        'xt":"Hel"}\n\n: keep-alive\n\n',
        'event: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"success":true}\n\n',
      ),
    );
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Hel' } },
      { event: 'delta', data: { text: 'lo' } },
      { event: 'done', data: { success: true } },
    ]);
  });

  it('should keep data that is not JSON as text', async () => {
    expect(await collect(streamOf('data: plain words\n\n'))).toEqual([
      { event: 'message', data: 'plain words' },
    ]);
  });
});
