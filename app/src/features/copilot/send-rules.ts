import { AiGuardMessage } from '@kiln/contract';
import type { Guards } from './chat-types';
import { copilotMessages } from './messages';

/**
 * The spec's send rules, in its order: an empty message, an answer still in flight, a message
 * sooner than the minimum interval after the last one, a message longer than allowed. Answers the
 * warning to show, or null when the message may go.
 */
export function sendRefusal(
  message: string,
  guards: Guards,
  conversation: { pending: boolean; lastSentAt: number | null; at: number },
): string | null {
  if (!message) return AiGuardMessage.emptyMessage;
  if (conversation.pending) return AiGuardMessage.requestInProgress;
  if (
    conversation.lastSentAt !== null &&
    conversation.at - conversation.lastSentAt < guards.minMessageIntervalMs
  )
    return AiGuardMessage.messageTooSoon;
  if (message.length > guards.maxPromptLength)
    return copilotMessages.tooLong(guards.maxPromptLength);
  return null;
}
