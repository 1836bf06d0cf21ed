import { toast } from '@kiln/design-system';
import { ApiError } from './api/client';

/**
 * Shows why an action failed. The API client already toasts 403, 429 and 5xx (the spec's
 * catalogue); other refusals carry the server's own message, such as the component limit or the
 * storage limit, and a lost connection its own, and are shown as they are.
 */
export function showFailure(error: unknown) {
  if (
    error instanceof ApiError &&
    (error.status === 403 || error.status === 429 || error.status >= 500)
  )
    return;
  toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
}
