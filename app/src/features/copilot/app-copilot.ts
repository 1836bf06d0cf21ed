import * as React from 'react';
import { toast } from '@kiln/design-system';
import { localStorageOrMemory } from '../../lib/browser-storage';
import { createPromptHistory } from '../../lib/prompt-history';
import { showUsageAfter } from '../../lib/session/usage';
import { getSession } from './api/get-session';
import { getSessions } from './api/get-sessions';
import { postChatStream } from './api/post-chat-stream';
import { postSessionStart } from './api/post-session-start';
import { postStop } from './api/post-stop';
import { createChatMachine, type CopilotState } from './chat-machine';

/** The app's one copilot chat, wired to the server, the toasts and the header's usage line. */
export const copilot = createChatMachine({
  startSession: (body) => postSessionStart(body),
  loadSession: getSession,
  findActiveSession: async () => {
    const newest = (await getSessions(1)).items[0];
    return newest?.isActive ? newest.id : null;
  },
  streamChat: postChatStream,
  stopAnswer: postStop,
  notify: {
    success: (message) => toast.success(message),
    error: (message) => toast.error(message),
    warning: (message) => toast.warning(message),
  },
  onUsage: showUsageAfter,
});

export const useCopilot = (): CopilotState =>
  React.useSyncExternalStore(copilot.subscribe, copilot.getSnapshot, copilot.getSnapshot);

/** The prompts sent from this browser, for the composer's ↑ / ↓ recall. */
export const promptHistory = createPromptHistory({ storage: localStorageOrMemory() });
