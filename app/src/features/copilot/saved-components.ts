import { localStorageOrMemory } from '../../lib/browser-storage';

/**
 * Which saved component a conversation's answers go to: the first save creates it, later saves
 * add versions to it. Kept per conversation in this browser's storage.
 */
const key = (sessionId: string) => `kiln.copilot.saved-component.${sessionId}`;
const storage = localStorageOrMemory();

export const savedComponentOf = (sessionId: string): string | undefined =>
  storage.getItem(key(sessionId)) ?? undefined;

export const rememberSavedComponent = (sessionId: string, componentId: string) => {
  try {
    storage.setItem(key(sessionId), componentId);
  } catch {
    // A full storage only means the next save starts a new component.
  }
};

export const forgetSavedComponent = (sessionId: string) => storage.removeItem(key(sessionId));
