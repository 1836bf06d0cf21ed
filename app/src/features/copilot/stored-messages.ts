import { failedValidation, type ChatMessage } from '@kiln/contract';
import type { CopilotMessage } from './chat-types';

const toCopilotMessage = (message: ChatMessage, prompt: string | undefined): CopilotMessage => ({
  id: message.id,
  type: message.type,
  sender: message.sender,
  content: message.content,
  timestamp: message.timestamp,
  status: 'done',
  ...(prompt !== undefined ? { prompt } : {}),
  ...(message.type === 'ai' && message.codeBlocks.length > 0
    ? {
        answer: {
          messageId: message.id,
          files: message.files ?? [],
          suggestions: message.suggestions,
          confidence: message.confidence,
          checklist: message.checklist ?? [],
          model: message.model,
          valid: message.validation ? !failedValidation(message.validation) : true,
          ...(message.repairOf ? { repairOf: message.repairOf } : {}),
        },
      }
    : message.type === 'ai' && message.suggestions.length > 0
      ? {
          answer: {
            messageId: message.id,
            files: [],
            suggestions: message.suggestions,
            confidence: message.confidence,
            checklist: message.checklist ?? [],
            model: message.model,
            valid: true,
          },
        }
      : {}),
});

/** The stored conversation as the chat shows it: each answer knows the message it answered. */
export const toCopilotMessages = (messages: ChatMessage[]): CopilotMessage[] => {
  let lastPrompt: string | undefined;
  return messages.map((message) => {
    if (message.type === 'user') lastPrompt = message.content;
    return toCopilotMessage(message, message.type === 'ai' ? lastPrompt : undefined);
  });
};
