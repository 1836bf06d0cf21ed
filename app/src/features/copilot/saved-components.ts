/**
 * Which saved component a conversation's answers go to: the first save creates it, later saves
 * add versions to it. Kept per conversation in this browser's storage.
 */
const key = (sessionId: string) => `kiln.copilot.saved-component.${sessionId}`;

const storage = (): Pick<Storage, 'getItem' | 'setItem'> | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const savedComponentOf = (sessionId: string): string | undefined =>
  storage()?.getItem(key(sessionId)) ?? undefined;

export const rememberSavedComponent = (sessionId: string, componentId: string) => {
  try {
    storage()?.setItem(key(sessionId), componentId);
  } catch {
    // A full or blocked storage only means the next save starts a new component.
  }
};

export const forgetSavedComponent = (sessionId: string) => {
  try {
    window.localStorage.removeItem(key(sessionId));
  } catch {
    // Nothing to forget where storage is blocked.
  }
};
