import type { ChatAnswerData, ChatBody, ChatMessage } from '@kiln/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client';
import type { StreamEvent } from '../../lib/api/event-stream';
import { createChatMachine, type ChatMachineDeps } from './chat-machine';

const guards = { maxPromptLength: 2000, minMessageIntervalMs: 500 };

/** An event stream the test writes to, as the server would, and which ends when aborted. */
function scriptedStream(signal: AbortSignal) {
  const queue: StreamEvent[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  const push = (event: StreamEvent) => {
    queue.push(event);
    wake?.();
  };
  const end = () => {
    ended = true;
    wake?.();
  };
  async function* events(): AsyncGenerator<StreamEvent> {
    for (;;) {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      const next = queue.shift();
      if (next) {
        yield next;
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
  }
  return { push, end, events: events() };
}

const answer = (overrides: Partial<ChatAnswerData> = {}): ChatAnswerData => ({
  sessionId: 'session-1',
  messageId: '7b0a3c38-8a43-4d4f-9f61-2f1d50a0b001',
  userMessageId: '7b0a3c38-8a43-4d4f-9f61-2f1d50a0b002',
  message: 'Here is LoginFormComponent.',
  codeBlocks: [{ language: 'typescript', code: 'export class LoginFormComponent {}' }],
  files: [
    {
      path: 'login-form.component.ts',
      content: 'export class LoginFormComponent {}',
      type: 'component',
      language: 'typescript',
    },
  ],
  suggestions: ['Add a remember-me checkbox'],
  confidence: 0.9,
  checklist: [],
  model: 'kiln-builtin',
  provider: 'builtin',
  validation: { valid: true, repaired: false, diagnostics: [] },
  charged: true,
  usage: {
    generationsUsed: 1,
    generationsLimit: 10,
    generationsRemaining: 9,
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
  processingTime: 12,
  timestamp: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

function setup(overrides: Partial<ChatMachineDeps> = {}) {
  const streams: Array<ReturnType<typeof scriptedStream> & { body: ChatBody }> = [];
  const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  let ids = 0;
  const deps: ChatMachineDeps = {
    startSession: vi.fn(async () => ({
      sessionId: `session-${streams.length + 1}`,
      id: 'session-1',
      title: 'New conversation',
      context: null,
      isActive: true,
      isProcessing: false,
      messageCount: 0,
      createdAt: '2026-11-24T10:00:00.000Z',
      lastActivity: '2026-11-24T10:00:00.000Z',
    })),
    loadSession: vi.fn(),
    findActiveSession: vi.fn(async () => null),
    streamChat: vi.fn(async (body: ChatBody, signal: AbortSignal) => {
      const stream = { ...scriptedStream(signal), body };
      streams.push(stream);
      return stream.events;
    }),
    stopAnswer: vi.fn(async () => true),
    notify,
    onUsage: vi.fn(),
    now: () => Date.now(),
    newId: () => `local-${++ids}`,
    ...overrides,
  };
  const machine = createChatMachine(deps);
  return { machine, deps, notify, streams };
}

/** Lets pending promise callbacks run without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given a started chat', () => {
  it('should create a session at start when none is active', async () => {
    const { machine, deps } = setup();
    await machine.start();
    expect(deps.startSession).toHaveBeenCalledOnce();
    expect(machine.getSnapshot()).toMatchObject({
      sessionStatus: 'ready',
      session: { id: 'session-1' },
    });
  });

  it('should reopen the active conversation with its stored messages instead', async () => {
    const stored: ChatMessage[] = [
      {
        id: '7b0a3c38-8a43-4d4f-9f61-2f1d50a0b010',
        type: 'user',
        sender: 'You',
        content: 'a login form',
        timestamp: '2026-11-24T09:00:00.000Z',
        codeBlocks: [],
        files: [],
        suggestions: [],
        hasAppliedCode: false,
        isCodeMessage: false,
      },
    ];
    const { machine, deps } = setup({
      findActiveSession: vi.fn(async () => 'session-9'),
      loadSession: vi.fn(async () => ({
        session: {
          id: 'session-9',
          title: 'a login form',
          context: null,
          isActive: true,
          isProcessing: false,
          messageCount: 1,
          createdAt: '2026-11-24T09:00:00.000Z',
          lastActivity: '2026-11-24T09:00:00.000Z',
        },
        messages: stored,
        hasEarlier: false,
      })),
    });
    await machine.start();
    expect(deps.startSession).not.toHaveBeenCalled();
    expect(machine.getSnapshot().messages.map((m) => m.content)).toEqual(['a login form']);
  });

  it('should say "Failed to create AI session" when the session cannot be created', async () => {
    const { machine, notify } = setup({
      startSession: vi.fn(async () => {
        throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server');
      }),
    });
    await machine.start();
    expect(notify.error).toHaveBeenCalledWith('Failed to create AI session');
    expect(machine.getSnapshot().sessionStatus).toBe('failed');
  });
});

/** A promise the test settles when it chooses, as a slow server would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const storedSession = (id: string, title: string) => ({
  session: {
    id,
    title,
    context: null,
    isActive: true,
    isProcessing: false,
    messageCount: 1,
    createdAt: '2026-11-24T09:00:00.000Z',
    lastActivity: '2026-11-24T09:00:00.000Z',
  },
  messages: [
    {
      id: '7b0a3c38-8a43-4d4f-9f61-2f1d50a0b020',
      type: 'user' as const,
      sender: 'You',
      content: `${title} (stored)`,
      timestamp: '2026-11-24T09:00:00.000Z',
      codeBlocks: [],
      files: [],
      suggestions: [],
      hasAppliedCode: false,
      isCodeMessage: false,
    },
  ],
  hasEarlier: false,
});

const createdSession = (sessionId: string) => ({
  sessionId,
  id: sessionId,
  title: 'New conversation',
  context: null,
  isActive: true,
  isProcessing: false,
  messageCount: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  lastActivity: '2026-11-24T10:00:00.000Z',
});

describe('given New chat pressed while the previous conversation is still on its way', () => {
  it('should keep the new conversation when the lookup of the active one answers later', async () => {
    const lookup = deferred<string | null>();
    const { machine, deps } = setup({
      findActiveSession: vi.fn(() => lookup.promise),
      startSession: vi.fn(async () => createdSession('session-new')),
      loadSession: vi.fn(async () => storedSession('session-old', 'a signup form')),
    });
    const starting = machine.start();
    await machine.clear();
    lookup.resolve('session-old');
    await starting;
    await settle();

    expect(deps.loadSession).not.toHaveBeenCalled();
    expect(machine.getSnapshot()).toMatchObject({
      session: { id: 'session-new' },
      sessionStatus: 'ready',
      messages: [],
    });
  });

  it('should keep the new conversation when the previous one finishes loading later', async () => {
    const load = deferred<ReturnType<typeof storedSession>>();
    const { machine, streams } = setup({
      findActiveSession: vi.fn(async () => 'session-old'),
      startSession: vi.fn(async () => createdSession('session-new')),
      loadSession: vi.fn(() => load.promise),
    });
    const starting = machine.start();
    await settle();
    await machine.clear();
    load.resolve(storedSession('session-old', 'a signup form'));
    await starting;
    await settle();

    expect(machine.getSnapshot()).toMatchObject({ session: { id: 'session-new' }, messages: [] });
    vi.advanceTimersByTime(1_000);
    machine.send('a product card', guards);
    await settle();
    expect(streams[0]!.body).toMatchObject({
      sessionId: 'session-new',
      conversationHistory: [],
      continuePreviousConversation: false,
    });
  });

  it('should show the conversation opened last when the new one is created after it', async () => {
    const created = deferred<ReturnType<typeof createdSession>>();
    const { machine } = setup({
      startSession: vi.fn(() => created.promise),
      loadSession: vi.fn(async () => storedSession('session-old', 'a pricing table')),
    });
    const clearing = machine.clear();
    await machine.open('session-old');
    created.resolve(createdSession('session-new'));
    await clearing;

    expect(machine.getSnapshot()).toMatchObject({
      session: { id: 'session-old' },
      sessionStatus: 'ready',
    });
    expect(machine.getSnapshot().messages.map((m) => m.content)).toEqual([
      'a pricing table (stored)',
    ]);
  });

  it('should start afresh when the page is left and opened again before the first start ended', async () => {
    const firstLookup = deferred<string | null>();
    const lookups = [firstLookup.promise, Promise.resolve(null)];
    const { machine, deps } = setup({
      findActiveSession: vi.fn(() => lookups.shift()!),
    });
    const first = machine.start();
    machine.leave();
    const second = machine.start();
    firstLookup.resolve(null);
    await Promise.all([first, second]);

    expect(deps.findActiveSession).toHaveBeenCalledTimes(2);
    expect(deps.startSession).toHaveBeenCalledOnce();
    expect(machine.getSnapshot().sessionStatus).toBe('ready');
  });
});

describe('given the send rules', () => {
  it('should refuse an empty message with "Message cannot be empty"', async () => {
    const { machine, notify, deps } = setup();
    await machine.start();
    expect(machine.send('   ', guards)).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('Message cannot be empty');
    expect(deps.streamChat).not.toHaveBeenCalled();
  });

  it('should refuse a message while one is in flight with "Already processing a request"', async () => {
    const { machine, notify, deps } = setup();
    await machine.start();
    expect(machine.send('a login form', guards)).toBe(true);
    vi.advanceTimersByTime(600);
    expect(machine.send('a signup form', guards)).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('Already processing a request');
    expect(deps.streamChat).toHaveBeenCalledOnce();
  });

  it('should refuse a second message within 500 ms and accept it at 500 ms', async () => {
    const { machine, notify, streams } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    streams[0]!.push({ event: 'done', data: { success: true, data: answer() } });
    await settle();
    vi.advanceTimersByTime(499);
    expect(machine.send('add a phone field', guards)).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('Please wait before sending another message');
    vi.advanceTimersByTime(1);
    expect(machine.send('add a phone field', guards)).toBe(true);
  });

  it('should send the turns so far and mark the conversation as continuing after the first message', async () => {
    const { machine, streams } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    expect(streams[0]!.body).toMatchObject({
      continuePreviousConversation: false,
      conversationHistory: [],
    });
    streams[0]!.push({ event: 'done', data: { success: true, data: answer() } });
    await settle();
    vi.advanceTimersByTime(500);
    machine.send('add a phone field', guards);
    await settle();
    expect(streams[1]!.body.continuePreviousConversation).toBe(true);
    expect(streams[1]!.body.conversationHistory.map((turn) => turn.role)).toEqual([
      'user',
      'assistant',
    ]);
  });
});

describe('given "Fix with AI" on an answer', () => {
  it('should name the answer it repairs, and mark the repaired answer', async () => {
    const { machine, streams } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    expect(streams[0]!.body.repairOf).toBeUndefined();
    streams[0]!.push({ event: 'done', data: { success: true, data: answer() } });
    await settle();
    vi.advanceTimersByTime(500);
    const repaired = '7b0a3c38-8a43-4d4f-9f61-2f1d50a0b001';
    machine.send('The preview shows these problems in the code.', guards, repaired);
    await settle();
    expect(streams[1]!.body.repairOf).toBe(repaired);
    streams[1]!.push({
      event: 'done',
      data: {
        success: true,
        data: answer({
          messageId: '7b0a3c38-8a43-4d4f-9f61-2f1d50a0b003',
          repairOf: repaired,
          charged: false,
        }),
      },
    });
    await settle();
    expect(machine.getSnapshot().messages.at(-1)?.answer?.repairOf).toBe(repaired);
  });
});

describe('given an answer whose code the server was too busy to check', () => {
  it('should not mark it as failing Kiln’s checks, as it marks code with errors', async () => {
    const { machine, streams } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    streams[0]!.push({
      event: 'done',
      data: {
        success: true,
        data: answer({
          validation: { valid: false, repaired: false, diagnostics: [], busy: true },
          charged: false,
        }),
      },
    });
    await settle();
    expect(machine.getSnapshot().messages.at(-1)?.answer?.valid).toBe(true);

    vi.advanceTimersByTime(500);
    machine.send('a signup form', guards);
    await settle();
    streams[1]!.push({
      event: 'done',
      data: {
        success: true,
        data: answer({
          messageId: '7b0a3c38-8a43-4d4f-9f61-2f1d50a0b003',
          validation: {
            valid: false,
            repaired: true,
            diagnostics: [
              {
                file: 'login-form.component.ts',
                line: 1,
                column: 1,
                message: 'Cannot find name',
                severity: 'error',
                source: 'typescript',
              },
            ],
          },
          charged: false,
        }),
      },
    });
    await settle();
    expect(machine.getSnapshot().messages.at(-1)?.answer?.valid).toBe(false);
  });
});

describe('given a streamed answer', () => {
  it('should show the text as it arrives, then the answer with its files, and toast "AI response received"', async () => {
    const { machine, notify, streams, deps } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    streams[0]!.push({ event: 'delta', data: { text: 'Here is ' } });
    await settle();
    expect(machine.getSnapshot().messages.at(-1)).toMatchObject({
      content: 'Here is ',
      status: 'streaming',
    });
    streams[0]!.push({ event: 'done', data: { success: true, data: answer() } });
    await settle();
    const last = machine.getSnapshot().messages.at(-1);
    expect(last).toMatchObject({ status: 'done', content: 'Here is LoginFormComponent.' });
    expect(last?.answer?.files.map((file) => file.path)).toEqual(['login-form.component.ts']);
    expect(notify.success).toHaveBeenCalledWith('AI response received');
    expect(deps.onUsage).toHaveBeenCalledWith(expect.objectContaining({ generationsUsed: 1 }));
    expect(machine.getSnapshot().pending).toBe(false);
  });

  it('should stop the answer, tell the server, and keep nothing of it', async () => {
    const { machine, streams, deps } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    streams[0]!.push({ event: 'delta', data: { text: 'Here is ' } });
    await settle();
    await machine.stop();
    await settle();
    expect(deps.stopAnswer).toHaveBeenCalledWith('session-1');
    expect(machine.getSnapshot().messages.at(-1)?.status).toBe('stopped');
    expect(machine.getSnapshot().pending).toBe(false);
  });

  it('should ignore an answer that arrives after the chat was cleared', async () => {
    const { machine, streams, notify } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    const stale = streams[0]!;
    await machine.clear();
    stale.push({ event: 'done', data: { success: true, data: answer() } });
    await settle();
    expect(machine.getSnapshot().messages).toEqual([]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('should ignore an answer that arrives after another conversation was opened', async () => {
    const { machine, streams } = setup({
      loadSession: vi.fn(async () => ({
        session: {
          id: 'session-2',
          title: 'Older',
          context: null,
          isActive: false,
          isProcessing: false,
          messageCount: 0,
          createdAt: '2026-11-24T09:00:00.000Z',
          lastActivity: '2026-11-24T09:00:00.000Z',
        },
        messages: [],
        hasEarlier: false,
      })),
    });
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    await machine.open('session-2');
    streams[0]!.push({ event: 'delta', data: { text: 'late words' } });
    await settle();
    expect(machine.getSnapshot()).toMatchObject({ session: { id: 'session-2' }, messages: [] });
  });
});

describe('given an answer slower than the copilot timeout', () => {
  it('should withdraw it and try once more after 60 s', async () => {
    const { machine, streams, deps } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.stopAnswer).toHaveBeenCalledOnce();
    expect(streams).toHaveLength(2);
    streams[1]!.push({ event: 'done', data: { success: true, data: answer() } });
    await settle();
    expect(machine.getSnapshot().messages.at(-1)?.status).toBe('done');
  });

  it('should give up after the retry with the timeout toast and message', async () => {
    const { machine, notify } = setup();
    await machine.start();
    machine.send('a login form', guards);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notify.error).toHaveBeenCalledWith('AI request timed out. Please try again.');
    expect(machine.getSnapshot().messages.at(-1)).toMatchObject({ status: 'failed' });
    expect(machine.getSnapshot().messages.at(-1)?.content).toMatch(/took longer than a minute/);
  });
});

describe('given a failing answer', () => {
  it.each([
    ['MISSING_API_KEY', 503, 'warning', 'OpenAI API Key Required', /no API key is configured/],
    ['OPENAI_API_ERROR', 502, 'error', 'AI Service Error', /AI Service Error: upstream said no/],
    ['TIMEOUT', 504, 'error', 'AI response timed out. Please try again.', /took longer/],
    ['NETWORK_ERROR', 0, 'error', 'Failed to connect to AI service', /Service Error/],
    ['INTERNAL_ERROR', 500, 'error', 'AI service error - Please try again', /Service Error/],
    ['QUOTA_EXCEEDED', 429, 'error', 'You have used all 10 generations', /Service Error/],
  ] as const)(
    'should answer %s with its toast and chat message',
    async (code, status, kind, toast, chat) => {
      const message =
        code === 'QUOTA_EXCEEDED' ? 'You have used all 10 generations' : 'upstream said no';
      const { machine, notify } = setup({
        streamChat: vi.fn(async () => {
          throw new ApiError(status, code, message);
        }),
      });
      await machine.start();
      machine.send('a login form', guards);
      await settle();
      expect(notify[kind]).toHaveBeenCalledWith(toast);
      const last = machine.getSnapshot().messages.at(-1);
      expect(last?.status).toBe('failed');
      expect(last?.content).toMatch(chat);
      expect(machine.getSnapshot().pending).toBe(false);
      expect(last?.refusedText).toBeUndefined();
    },
  );

  it.each([
    ['PROMPT_BLOCKED', 'This message contains a blocked term: "acme"'],
    ['PROMPT_TOO_LONG', 'Messages can be at most 2000 characters'],
  ])(
    'should mark a message refused with %s as one to edit, not to send again',
    async (code, reason) => {
      const { machine } = setup({
        streamChat: vi.fn(async () => {
          throw new ApiError(400, code, reason);
        }),
      });
      await machine.start();
      machine.send('an acme login form', guards);
      await settle();
      const last = machine.getSnapshot().messages.at(-1);
      expect(last).toMatchObject({
        status: 'failed',
        refusedText: true,
        prompt: 'an acme login form',
      });
      expect(last?.content).toContain(reason);
    },
  );
});

describe('given a long conversation reopened', () => {
  const message = (n: number): ChatMessage => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: n % 2 === 0 ? 'user' : 'ai',
    sender: n % 2 === 0 ? 'You' : 'Kiln Copilot',
    content: `message ${n}`,
    timestamp: '2026-11-24T09:00:00.000Z',
    codeBlocks: [],
    files: [],
    suggestions: [],
    hasAppliedCode: false,
    isCodeMessage: false,
  });
  const session = {
    id: 'session-9',
    title: 'Long',
    context: null,
    isActive: true,
    isProcessing: false,
    messageCount: 4,
    createdAt: '2026-11-24T09:00:00.000Z',
    lastActivity: '2026-11-24T09:00:00.000Z',
  };

  it('should show the latest page and put the earlier messages before it on request', async () => {
    const loadSession = vi.fn(async (_id: string, query?: { before?: string }) =>
      query?.before
        ? { session, messages: [message(0), message(1)], hasEarlier: false }
        : { session, messages: [message(2), message(3)], hasEarlier: true },
    );
    const { machine } = setup({ findActiveSession: vi.fn(async () => 'session-9'), loadSession });
    await machine.start();
    expect(loadSession).toHaveBeenLastCalledWith('session-9', { limit: 40 });
    expect(machine.getSnapshot().hasEarlier).toBe(true);
    await machine.loadEarlier();
    expect(loadSession).toHaveBeenLastCalledWith('session-9', {
      limit: 40,
      before: message(2).id,
    });
    expect(machine.getSnapshot().messages.map((m) => m.content)).toEqual([
      'message 0',
      'message 1',
      'message 2',
      'message 3',
    ]);
    expect(machine.getSnapshot().hasEarlier).toBe(false);
  });
});

describe('given "Customize in copilot" on a library item', () => {
  const reference = {
    kind: 'library' as const,
    id: '3f1c2b9e-5d4a-4e6f-8a7b-9c0d1e2f3a4b',
    version: 2,
  };
  const origin = { ...reference, name: 'Contact form', framework: 'react' as const };

  it('should start a conversation from the reference and show what it customizes', async () => {
    const { machine, deps } = setup({
      startSession: vi.fn(async () => ({
        sessionId: 'session-7',
        id: 'session-7',
        title: 'New conversation',
        context: null,
        isActive: true,
        isProcessing: false,
        messageCount: 0,
        createdAt: '2026-11-24T10:00:00.000Z',
        lastActivity: '2026-11-24T10:00:00.000Z',
        from: origin,
      })),
    });
    await machine.startFrom(reference);
    expect(deps.startSession).toHaveBeenCalledWith({ from: reference });
    expect(deps.findActiveSession).not.toHaveBeenCalled();
    expect(machine.getSnapshot()).toMatchObject({
      sessionStatus: 'ready',
      session: { id: 'session-7', from: origin },
      messages: [],
    });
  });

  it('should start one conversation when asked twice at once', async () => {
    const { machine, deps } = setup();
    await Promise.all([machine.startFrom(reference), machine.startFrom(reference)]);
    expect(deps.startSession).toHaveBeenCalledOnce();
  });

  it('should send the first message to the new conversation', async () => {
    const { machine, streams } = setup();
    await machine.startFrom(reference);
    expect(machine.send('add a phone field', guards)).toBe(true);
    await settle();
    expect(streams[0]?.body).toMatchObject({
      sessionId: 'session-1',
      message: 'add a phone field',
    });
  });
});
