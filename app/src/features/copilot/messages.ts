/** The copilot's words: the spec's catalogue where it quotes one, word for word, and Kiln's own. */
export const copilotMessages = {
  received: 'AI response received',
  requestTimedOut: 'AI request timed out. Please try again.',
  responseTimedOut: 'AI response timed out. Please try again.',
  answerFailed: 'Failed to get AI response',
  suggestionsFailed: 'Failed to get AI suggestions',
  sessionFailed: 'Failed to create AI session',
  noConnection: 'Failed to connect to AI service',
  missingApiKeyToast: 'OpenAI API Key Required',
  aiServiceErrorToast: 'AI Service Error',
  otherFailure: 'AI service error - Please try again',
  invalidAnswer: 'Invalid response format',
  missingApiKeyChat:
    'OpenAI API Key Required: Kiln is set to answer with an OpenAI-compatible model, but no API key is configured on the server. An administrator can add the key, or switch the copilot to the built-in engine, which needs none.',
  timeoutChat:
    'The answer took longer than a minute, even on a second try, so Kiln stopped waiting. Please try again, perhaps with a shorter request.',
  serviceErrorChat: 'Service Error:',
  stopped: 'Stopped. Nothing was saved or charged.',
  openFailed: 'Could not open that conversation',
  tooLong: (limit: number) => `Messages can be at most ${limit} characters long`,
} as const;
