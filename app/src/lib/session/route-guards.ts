import { toast } from '@kiln/design-system';
import { createGuards } from './guards';
import { session } from './app-session';

export const { requireUser, requireAdmin } = createGuards({
  session,
  notify: {
    warning: (message) => toast.warning(message),
    error: (message) => toast.error(message),
  },
});
