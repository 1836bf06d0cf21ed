import { beyondContext } from '../errors';
import type { LlmMessage } from '../providers/openai';

/**
 * Conservative token estimate: one token per 3 bytes of UTF-8, rounded up, plus 4 per message for
 * the chat template's framing. Tokenisers average about 4 characters of English prose and 3 to 3.5
 * of code per token, and about one token per non-Latin character (2 to 3 bytes in UTF-8), so this
 * over-counts rather than under-counts and a trimmed conversation is not cut by the provider.
 */
export const estimateTokens = (message: LlmMessage): number =>
  Math.ceil(Buffer.byteLength(message.content, 'utf8') / 3) + 4;

const total = (messages: LlmMessage[]) =>
  messages.reduce((sum, message) => sum + estimateTokens(message), 0);

/** Room kept for the answer: a quarter of the context, at least 1,024 tokens, at most half of it. */
export const answerReserve = (contextLength: number) =>
  Math.min(Math.max(1024, Math.floor(contextLength / 4)), Math.floor(contextLength / 2));

export interface FittedMessages {
  messages: LlmMessage[];
  /** History messages left out, oldest first. */
  omitted: number;
}

/**
 * The messages for one call, cut to the model's context length: the oldest history goes first (a
 * whole turn: an answer is never kept without its question); the instructions (`head`) and the new
 * message (`tail`) are always sent whole. When even they do not fit, the request is refused.
 * An unknown context length sends everything, as before.
 */
export const fitToContext = (
  head: LlmMessage[],
  history: LlmMessage[],
  tail: LlmMessage[],
  contextLength: number | null,
): FittedMessages => {
  if (contextLength === null) return { messages: [...head, ...history, ...tail], omitted: 0 };
  const budget = contextLength - answerReserve(contextLength);
  const fixed = total([...head, ...tail]);
  if (fixed > budget) throw beyondContext(fixed, budget, contextLength);
  let kept = history;
  let used = fixed + total(kept);
  while (kept.length > 0 && used > budget) {
    used -= estimateTokens(kept[0] as LlmMessage);
    kept = kept.slice(1);
  }
  if (kept.length < history.length) while (kept[0]?.role === 'assistant') kept = kept.slice(1);
  return { messages: [...head, ...kept, ...tail], omitted: history.length - kept.length };
};

/** Said at the top of an answer whose conversation was trimmed to fit the model's context. */
export const trimmedNote = (omitted: number, contextLength: number) =>
  `To fit the model's context (${contextLength.toLocaleString('en-US')} tokens), the ${omitted === 1 ? 'oldest message' : `${omitted} oldest messages`} of this conversation ${omitted === 1 ? 'was' : 'were'} left out of this answer.`;
