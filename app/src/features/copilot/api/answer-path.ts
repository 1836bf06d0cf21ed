/** Where the server finds one answer of a conversation: `/ai/copilot/sessions/{id}/answers/{messageId}`. */
export const answerPath = (sessionId: string, messageId: string) =>
  `/ai/copilot/sessions/${encodeURIComponent(sessionId)}/answers/${encodeURIComponent(messageId)}`;
