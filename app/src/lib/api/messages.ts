/** The product's error catalogue: the messages its HTTP statuses are shown with, word for word. */
export const apiMessages = {
  sessionExpired: 'Session expired. Please log in again.',
  authIssue: 'Authentication issue detected. Please try refreshing or logging in again.',
  sessionMayHaveExpired: 'Session may have expired - please refresh if needed',
  forbidden: 'Access denied. Insufficient permissions.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Server error - please try again later',
} as const;
