import type {
  AiGeneratedFile,
  ChatAnswerData,
  ChatBody,
  RequirementItem,
  SessionAnswer,
  SessionOrigin,
  SessionQuery,
  SessionReference,
  StartSessionAnswer,
  StartSessionBody,
} from '@kiln/contract';
import type { StreamEvent } from '../../lib/api/event-stream';

export type AnswerStatus = 'done' | 'streaming' | 'stopped' | 'failed';

/** What a code answer carries beyond its text. */
export type CodeAnswer = {
  /** The stored answer's id, which save, download and the server's archive name. */
  messageId: string;
  files: AiGeneratedFile[];
  suggestions: string[];
  confidence: number | undefined;
  /** What the message asked for, each item met or not in the answer's files. */
  checklist: RequirementItem[];
  model: string | undefined;
  /** No check found errors in the code: true too for code the server was too busy to check. */
  valid: boolean;
  /** The answer this one repairs ("Fix with AI"), when it is a repair. */
  repairOf?: string;
  /** The message named no component: the answer is a question, its suggestions fill the composer. */
  clarification?: boolean;
};

export type CopilotMessage = {
  id: string;
  type: 'user' | 'ai';
  sender: string;
  content: string;
  timestamp: string;
  status: AnswerStatus;
  /** While the answer is checked or repaired. */
  stage?: 'validating' | 'repairing';
  answer?: CodeAnswer;
  /** For an answer: the message it answers, so it can be sent again or opened in Generate. */
  prompt?: string;
  /** A failed answer refused because the plan's generations are used up: it links to Billing. */
  quotaReached?: boolean;
  /** A failed answer whose message was refused for its words (a blocked term, too long): edit, not resend. */
  refusedText?: boolean;
};

export type CopilotState = {
  /** `from`: the component the conversation customizes, when it was started from one. */
  session: { id: string; title: string; from?: SessionOrigin } | null;
  sessionStatus: 'idle' | 'starting' | 'ready' | 'failed';
  messages: CopilotMessage[];
  /** An answer is on its way. */
  pending: boolean;
  /** The conversation has messages before the first one shown. */
  hasEarlier: boolean;
  /** Said to screen readers when an answer arrives or fails (rendered in an aria-live region). */
  announcement: string;
};

export type Guards = { maxPromptLength: number; minMessageIntervalMs: number };

export type Notify = {
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
};

export type ChatMachineDeps = {
  startSession(body?: StartSessionBody): Promise<StartSessionAnswer['data']>;
  loadSession(id: string, query?: SessionQuery): Promise<SessionAnswer['data']>;
  /** The newest conversation, when it is still the active one. */
  findActiveSession(): Promise<string | null>;
  streamChat(body: ChatBody, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>>;
  stopAnswer(sessionId: string): Promise<boolean>;
  notify: Notify;
  /** Usage after a charged answer, so the header's count moves at once. */
  onUsage?(usage: NonNullable<ChatAnswerData['usage']>): void;
  now?: () => number;
  newId?: () => string;
  timeoutMs?: number;
};

export type ChatMachine = {
  getSnapshot(): CopilotState;
  subscribe(listener: () => void): () => void;
  /** Opens the active conversation, or starts one when none is active. */
  start(): Promise<void>;
  /** Starts a conversation from a component (by reference): the first message refines it. */
  startFrom(reference: SessionReference): Promise<void>;
  /** Validates and sends a message; false when it was refused (the draft stays). */
  send(text: string, guards: Guards, repairOf?: string): boolean;
  /** Stops the answer being written: nothing of it is stored or charged. */
  stop(): Promise<void>;
  /** Clears the chat and starts a new conversation. */
  clear(): Promise<void>;
  /** Reopens a past conversation with its full history. */
  open(sessionId: string): Promise<void>;
  /** Shows the messages before the first one shown. */
  loadEarlier(): Promise<void>;
  /** Tells the person why a send the composer held back did not go. */
  refuse(reason: 'empty' | 'busy'): void;
  /** The page was left: whatever is still on its way is ignored. */
  leave(): void;
};
