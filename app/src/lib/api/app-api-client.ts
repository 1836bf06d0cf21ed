import { toast } from '@kiln/design-system';
import { API_BASE_URL } from '../../config/env';
import { createApiClient, type AuthBridge } from './client';
import { createLoadingCounter } from './loading-counter';

export const loadingCounter = createLoadingCounter();

const signedOut: AuthBridge = {
  getAccessToken: () => null,
  hasRefreshToken: () => false,
  refresh: async () => ({ ok: false, status: 401 }),
};
let authBridge: AuthBridge = signedOut;

/** The session plugs itself in here; until then requests go out without a token. */
export const connectAuth = (bridge: AuthBridge) => {
  authBridge = bridge;
};

export const apiClient = createApiClient({
  baseUrl: API_BASE_URL,
  loading: loadingCounter,
  notify: {
    error: (message) => toast.error(message),
    warning: (message) => toast.warning(message),
  },
  auth: {
    getAccessToken: () => authBridge.getAccessToken(),
    hasRefreshToken: () => authBridge.hasRefreshToken(),
    refresh: () => authBridge.refresh(),
  },
});
