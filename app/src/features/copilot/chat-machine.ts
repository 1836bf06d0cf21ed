import {
  AiErrorCode,
  AiGuardMessage,
  failedValidation,
  type ChatAnswerData,
  type ChatBody,
  type SessionReference,
  type StartSessionBody,
} from '@kiln/contract';
import { ApiError } from '../../lib/api/client';
import type {
  ChatMachine,
  ChatMachineDeps,
  CopilotMessage,
  CopilotState,
  Guards,
} from './chat-types';
import { copilotMessages } from './messages';
import { sendRefusal } from './send-rules';
import { toCopilotMessages } from './stored-messages';
import { isQuotaReached } from '../../components/quota-reached';
import { TurnTimeout, describeFailure, errorFromEvent, refusesTheText } from './turn-failures';

export type {
  AnswerStatus,
  ChatMachine,
  ChatMachineDeps,
  CodeAnswer,
  CopilotMessage,
  CopilotState,
  Guards,
  Notify,
} from './chat-types';
/** Spec: the copilot waits this long for an answer, then tries once more. */
export const COPILOT_TIMEOUT_MS = 60_000;
export const COPILOT_RETRIES = 1;
/** A reopened conversation shows its latest messages; earlier ones load on request. */
export const MESSAGES_PAGE = 40;

/**
 * The copilot chat: one conversation, one answer in flight, the spec's send rules, streaming,
 * stop, timeout with one retry, and answers that arrive after the chat moved on are ignored.
 */
export function createChatMachine(deps: ChatMachineDeps): ChatMachine {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const timeoutMs = deps.timeoutMs ?? COPILOT_TIMEOUT_MS;
  const listeners = new Set<() => void>();
  let state: CopilotState = {
    session: null,
    sessionStatus: 'idle',
    messages: [],
    pending: false,
    hasEarlier: false,
    announcement: '',
  };
  let lastSentAt: number | null = null;
  /**
   * Changes whenever the person acts (starts, clears, opens a conversation, leaves) and so whenever
   * what is on screen stops being what a request in flight was made for: every await checks it, so
   * the newest action wins and a slow, stale answer or load never overwrites a newer conversation.
   */
  let generation = 0;
  let inFlight: { controller: AbortController; stopped: boolean } | null = null;
  /** The start under way: asked again for the same thing before anything else happened, it is reused. */
  let starting: { key: string; generation: number; promise: Promise<void> } | null = null;

  const setState = (next: Partial<CopilotState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const updateMessage = (id: string, change: Partial<CopilotMessage>) =>
    setState({
      messages: state.messages.map((message) =>
        message.id === id ? { ...message, ...change } : message,
      ),
    });

  const abandon = () => {
    generation += 1;
    inFlight?.controller.abort();
    inFlight = null;
  };

  /** Starts a conversation for the action `mine`; a newer action by then keeps its own. */
  const createSession = async (mine: number, body?: StartSessionBody) => {
    setState({ sessionStatus: 'starting' });
    const created = await deps.startSession(body);
    if (mine !== generation) return;
    setState({
      session: {
        id: created.sessionId,
        title: created.title,
        ...(created.from ? { from: created.from } : {}),
      },
      sessionStatus: 'ready',
      messages: [],
      hasEarlier: false,
    });
  };

  const open = async (sessionId: string) => {
    abandon();
    const mine = generation;
    setState({ sessionStatus: 'starting', pending: false });
    try {
      const loaded = await deps.loadSession(sessionId, { limit: MESSAGES_PAGE });
      if (mine !== generation) return;
      setState({
        session: {
          id: loaded.session.id,
          title: loaded.session.title,
          ...(loaded.session.from ? { from: loaded.session.from } : {}),
        },
        sessionStatus: 'ready',
        messages: toCopilotMessages(loaded.messages),
        hasEarlier: loaded.hasEarlier,
      });
    } catch {
      if (mine !== generation) return;
      setState({ sessionStatus: 'failed' });
      deps.notify.error(copilotMessages.openFailed);
    }
  };

  const loadEarlier = async () => {
    const session = state.session;
    const first = state.messages[0];
    if (!session || !first || !state.hasEarlier) return;
    const mine = generation;
    try {
      const loaded = await deps.loadSession(session.id, { limit: MESSAGES_PAGE, before: first.id });
      if (mine !== generation || state.session?.id !== session.id) return;
      setState({
        messages: [...toCopilotMessages(loaded.messages), ...state.messages],
        hasEarlier: loaded.hasEarlier,
      });
    } catch {
      if (mine === generation) deps.notify.error(copilotMessages.openFailed);
    }
  };

  /** Runs a start as a new action, unless the same start is already under way for this one. */
  const beginStart = (key: string, run: (mine: number) => Promise<void>) => {
    if (starting && starting.key === key && starting.generation === generation)
      return starting.promise;
    abandon();
    const mine = generation;
    const promise = (async () => {
      try {
        await run(mine);
      } catch {
        if (mine !== generation) return;
        setState({ sessionStatus: 'failed' });
        deps.notify.error(copilotMessages.sessionFailed);
      } finally {
        if (starting?.generation === mine) starting = null;
      }
    })();
    starting = { key, generation: mine, promise };
    return promise;
  };

  /** Spec: a session when none is active; the person's later New chat or pick wins over it. */
  const start = () =>
    beginStart('active', async (mine) => {
      const active = await deps.findActiveSession().catch(() => null);
      if (mine !== generation) return;
      if (active) await open(active);
      else await createSession(mine);
    });

  /** Like a new chat, started from the component the reference names. */
  const startFrom = (reference: SessionReference) =>
    beginStart(`from:${reference.kind}:${reference.id}:${reference.version ?? ''}`, (mine) => {
      setState({
        messages: [],
        pending: false,
        hasEarlier: false,
        session: null,
        announcement: '',
      });
      return createSession(mine, { from: reference });
    });

  const history = (): ChatBody['conversationHistory'] =>
    state.messages
      .filter((message) => message.status === 'done')
      .map((message) => ({
        role: message.type === 'user' ? ('user' as const) : ('assistant' as const),
        content: message.content,
        timestamp: message.timestamp,
      }));

  /** One attempt at the answer; resolves when it is complete, throws what went wrong. */
  const attempt = async (body: ChatBody, answerId: string, mine: number) => {
    const controller = new AbortController();
    const flight = { controller, stopped: false };
    inFlight = flight;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let text = '';
    try {
      const events = await deps.streamChat(body, controller.signal);
      for await (const { event, data } of events) {
        if (mine !== generation) return;
        if (event === 'delta') {
          text += (data as { text?: string }).text ?? '';
          updateMessage(answerId, { content: text, stage: undefined });
        } else if (event === 'status') {
          updateMessage(answerId, { stage: (data as { stage: CopilotMessage['stage'] }).stage });
        } else if (event === 'done') {
          const answer = (data as { data?: ChatAnswerData }).data;
          if (!answer) throw new ApiError(200, 'INVALID_RESPONSE', copilotMessages.invalidAnswer);
          return answer;
        } else if (event === 'error') {
          throw errorFromEvent(data);
        }
      }
      if (mine !== generation) return;
      throw new ApiError(0, 'NETWORK_ERROR', copilotMessages.noConnection);
    } catch (error) {
      if (timedOut) throw new TurnTimeout();
      if (flight.stopped) return undefined;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  const finish = (answerId: string, answer: ChatAnswerData) => {
    const files = answer.files;
    updateMessage(answerId, {
      id: answer.messageId,
      content: answer.message,
      status: 'done',
      stage: undefined,
      timestamp: answer.timestamp,
      ...(files.length > 0 || answer.suggestions.length > 0
        ? {
            answer: {
              messageId: answer.messageId,
              files,
              suggestions: answer.suggestions,
              confidence: answer.confidence,
              checklist: answer.checklist,
              model: answer.model,
              valid: !failedValidation(answer.validation),
              ...(answer.repairOf ? { repairOf: answer.repairOf } : {}),
              ...(answer.clarification ? { clarification: true } : {}),
            },
          }
        : {}),
    });
    deps.notify.success(copilotMessages.received);
    setState({ pending: false, announcement: `${copilotMessages.received}. ${answer.message}` });
    if (answer.usage) deps.onUsage?.(answer.usage);
  };

  const fail = (answerId: string, error: unknown) => {
    const timeout = error instanceof TurnTimeout;
    const failure = timeout
      ? {
          kind: 'error' as const,
          toast: copilotMessages.requestTimedOut,
          chat: copilotMessages.timeoutChat,
        }
      : describeFailure(error);
    deps.notify[failure.kind](failure.toast);
    updateMessage(answerId, {
      content: failure.chat,
      status: 'failed',
      stage: undefined,
      ...(isQuotaReached(error) ? { quotaReached: true } : {}),
      ...(refusesTheText(error) ? { refusedText: true } : {}),
    });
    setState({ pending: false, announcement: failure.chat });
  };

  const run = async (body: ChatBody, answerId: string, mine: number) => {
    for (let round = 0; round <= COPILOT_RETRIES; round += 1) {
      try {
        const answer = await attempt(body, answerId, mine);
        if (mine !== generation) return;
        if (!answer) {
          updateMessage(answerId, { status: 'stopped', stage: undefined });
          setState({ pending: false, announcement: copilotMessages.stopped });
          return;
        }
        finish(answerId, answer);
        return;
      } catch (error) {
        if (mine !== generation) return;
        if (error instanceof ApiError && error.code === AiErrorCode.stopped) {
          updateMessage(answerId, { status: 'stopped', stage: undefined });
          setState({ pending: false, announcement: copilotMessages.stopped });
          return;
        }
        if (error instanceof TurnTimeout && round < COPILOT_RETRIES) {
          // The server may still be writing the first answer: withdraw it so the retry is let in.
          await deps.stopAnswer(body.sessionId).catch(() => false);
          if (mine !== generation) return;
          updateMessage(answerId, { content: '', stage: undefined });
          continue;
        }
        fail(answerId, error);
        return;
      }
    }
  };

  const refuse = (reason: 'empty' | 'busy') =>
    deps.notify.warning(
      reason === 'empty' ? AiGuardMessage.emptyMessage : AiGuardMessage.requestInProgress,
    );

  /** `repairOf`: "Fix with AI" for that answer (its first repair is not charged). */
  const send = (text: string, guards: Guards, repairOf?: string) => {
    const message = text.trim();
    const at = now();
    const refusal = sendRefusal(message, guards, { pending: state.pending, lastSentAt, at });
    if (refusal) {
      deps.notify.warning(refusal);
      return false;
    }
    const session = state.session;
    if (!session || state.sessionStatus !== 'ready') {
      // Still opening the conversation: the composer waits for it. Without one, say so and retry.
      if (state.sessionStatus === 'failed') {
        deps.notify.error(copilotMessages.sessionFailed);
        void start();
      }
      return false;
    }
    lastSentAt = at;
    const conversationHistory = history();
    const timestamp = new Date(at).toISOString();
    const question: CopilotMessage = {
      id: newId(),
      type: 'user',
      sender: 'You',
      content: message,
      timestamp,
      status: 'done',
    };
    const answerId = newId();
    const placeholder: CopilotMessage = {
      id: answerId,
      type: 'ai',
      sender: 'Kiln Copilot',
      content: '',
      timestamp,
      status: 'streaming',
      prompt: message,
    };
    const messages = [...state.messages, question, placeholder];
    setState({ messages, pending: true, announcement: '' });
    const body: ChatBody = {
      sessionId: session.id,
      message,
      conversationHistory,
      // Spec: a conversation is continuing once it holds more than one message.
      continuePreviousConversation: messages.length - 1 > 1,
      ...(repairOf ? { repairOf } : {}),
    };
    void run(body, answerId, generation);
    return true;
  };

  const stop = async () => {
    const flight = inFlight;
    const session = state.session;
    if (!state.pending || !flight || !session) return;
    flight.stopped = true;
    flight.controller.abort();
    const mine = generation;
    const stopped = await deps.stopAnswer(session.id).catch(() => true);
    // The answer was already stored when the stop arrived: show it as the server keeps it.
    if (!stopped && mine === generation) await open(session.id);
  };

  const clear = async () => {
    abandon();
    const mine = generation;
    setState({ messages: [], pending: false, hasEarlier: false, session: null, announcement: '' });
    try {
      await createSession(mine);
    } catch {
      if (mine !== generation) return;
      setState({ sessionStatus: 'failed' });
      deps.notify.error(copilotMessages.sessionFailed);
    }
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    startFrom,
    send,
    stop,
    clear,
    open,
    loadEarlier,
    refuse,
    leave: () => {
      abandon();
      setState({ pending: false });
    },
  };
}
