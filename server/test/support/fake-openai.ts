import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake provider, used by the next chat-completions request. */
export interface FakeAnswer {
  /** The assistant's text (JSON answer, or split into `chunks` when streamed). */
  content?: string;
  /** Pieces of a streamed answer; defaults to the content in pieces of 16 characters. */
  chunks?: string[];
  /** Answer with this error status and an OpenAI-style error body instead. */
  status?: number;
  /** Hold the answer (after the first streamed chunk, when streaming) until this settles. */
  hold?: Promise<unknown>;
  model?: string;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

export interface FakeOpenAi {
  /** Base URL to give the SDK (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queue answers; requests beyond the queue get a plain "no code" answer. */
  enqueue(...answers: FakeAnswer[]): void;
  /** Resolves when the connection of the n-th chat request (1-based) closes. */
  closed(requestNumber: number): Promise<void>;
  models: string[];
  /** Listed as each model's `max_model_len`, as vLLM does; unset lists none. */
  contextLength: number | undefined;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const split = (text: string, size = 16) => {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size)
    pieces.push(text.slice(index, index + size));
  return pieces;
};

/** An OpenAI-compatible chat-completions server on loopback, scripted by the test that starts it. */
/** The environment that points a Kiln server's AI area at a fake provider answering at `baseUrl`. */
export const fakeProviderEnv = (baseUrl: string) => ({
  AI_PROVIDER: 'openai',
  OPENAI_API_KEY: 'sk-test-fake',
  OPENAI_BASE_URL: baseUrl,
  OPENAI_MODEL: 'fake-coder-1',
});

export const startFakeOpenAi = async (): Promise<FakeOpenAi> => {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const closedWaiters = new Map<number, { promise: Promise<void>; resolve: () => void }>();
  const waiterFor = (n: number) => {
    let waiter = closedWaiters.get(n);
    if (!waiter) {
      let resolve = () => undefined as void;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      waiter = { promise, resolve };
      closedWaiters.set(n, waiter);
    }
    return waiter;
  };
  const fake: { models: string[]; contextLength: number | undefined } = {
    models: ['fake-coder-1', 'fake-coder-2'],
    contextLength: undefined,
  };
  let chatCount = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    const text = await readBody(request);
    if (request.method === 'GET' && path.startsWith('/v1/models')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          data: fake.models.map((id) => ({
            id,
            object: 'model',
            created: 0,
            owned_by: 'fake',
            ...(fake.contextLength ? { max_model_len: fake.contextLength } : {}),
          })),
        }),
      );
      return;
    }
    if (request.method !== 'POST' || !path.startsWith('/v1/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }),
      );
      return;
    }
    chatCount += 1;
    const number = chatCount;
    response.on('close', () => waiterFor(number).resolve());
    const body = JSON.parse(text) as RecordedRequest['body'];
    requests.push({ path, authorization: request.headers.authorization, body });
    const answer = queue.shift() ?? { content: 'I can help with components. Describe one.' };
    const model = answer.model ?? body.model ?? 'fake-coder-1';
    if (answer.status) {
      await answer.hold;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: {
            message: `fake failure ${answer.status}`,
            type: 'server_error',
            code: 'fake_failure',
          },
        }),
      );
      return;
    }
    const content = answer.content ?? '';
    if (!body.stream) {
      await answer.hold;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${number}`,
          object: 'chat.completion',
          created: 0,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunks = answer.chunks ?? split(content);
    const write = (delta: Record<string, unknown>, finish: string | null = null) =>
      response.write(
        `data: ${JSON.stringify({ id: `chatcmpl-${number}`, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    write({ role: 'assistant', content: '' });
    for (const [index, chunk] of chunks.entries()) {
      if (response.destroyed) return;
      write({ content: chunk });
      if (index === 0 && answer.hold) await answer.hold;
    }
    if (response.destroyed) return;
    write({}, 'stop');
    response.write('data: [DONE]\n\n');
    response.end();
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    closed: (n) => waiterFor(n).promise,
    get models() {
      return fake.models;
    },
    set models(ids: string[]) {
      fake.models = ids;
    },
    get contextLength() {
      return fake.contextLength;
    },
    set contextLength(tokens: number | undefined) {
      fake.contextLength = tokens;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};

/** A valid Angular 21 answer in the system prompt's format. */
export const angularAnswer = (name = 'UserCard', title = 'Ada Lovelace') => {
  const selector = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `Here is ${name}Component, a card that shows a person.

\`\`\`typescript
import { ChangeDetectionStrategy, Component, input, signal } from '@angular/core';

@Component({
  selector: 'app-${selector}',
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './${selector}.component.html',
  styleUrl: './${selector}.component.scss',
})
export class ${name}Component {
  readonly name = input('${title}');
  readonly expanded = signal(false);

  toggle(): void {
    this.expanded.update((value) => !value);
  }
}
\`\`\`

\`\`\`html
<article class="card">
  <h2 class="card__title">{{ name() }}</h2>
  <button type="button" (click)="toggle()" [attr.aria-expanded]="expanded()">Details</button>
  @if (expanded()) {
    <p class="card__body">Mathematician and writer.</p>
  }
</article>
\`\`\`

\`\`\`scss
.card {
  padding: var(--kiln-space, 1rem);
  border-radius: var(--kiln-radius, 0.5rem);
}
\`\`\`

Next steps:
- Add an avatar
- Use a dark theme
`;
};

/** An answer whose component does not compile (an undefined name). */
export const brokenAngularAnswer = () =>
  angularAnswer().replace(
    'this.expanded.update((value) => !value);',
    'this.expanded.update((value) => !valeu);',
  );
