import { isRouteErrorResponse } from 'react-router';

/** A sentence a visitor can act on, whatever was thrown. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return 'Something unexpected happened.';
}
