import * as React from 'react';
import { session } from './app-session';
import type { SessionState } from './session-store';

// Prerendered HTML is always the signed-out page; hydration starts from the same state.
const prerenderState: SessionState = { auth: null, verified: false, ready: false };
const getPrerenderState = () => prerenderState;

export function useSession(): SessionState {
  return React.useSyncExternalStore(session.subscribe, session.getSnapshot, getPrerenderState);
}
