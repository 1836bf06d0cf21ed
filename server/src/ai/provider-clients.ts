import type { AiConfig } from './config';
import { OpenAiCompatibleProvider } from './providers/openai';
import type { ActiveProvider, ProviderSettings } from './provider-settings';

/** The provider in force for one request, with a client built from its settings. */
export interface CurrentProvider {
  settings: ActiveProvider;
  client: OpenAiCompatibleProvider;
}

/**
 * Builds the provider's client per request from the stored settings, so an admin's switch holds on
 * the next request with no restart. A client is reused while its settings stay the same.
 */
export const createProviderClients = (
  settings: ProviderSettings,
  config: AiConfig,
  shutdown?: AbortSignal,
) => {
  let built: CurrentProvider | undefined;
  return async (): Promise<CurrentProvider> => {
    const active = await settings.active();
    if (built?.settings.fingerprint !== active.fingerprint)
      built = {
        settings: active,
        client: new OpenAiCompatibleProvider(
          { ...config, provider: active.provider, openai: active.openai },
          shutdown,
        ),
      };
    // The context length may be learnt without the client changing.
    return { settings: active, client: built.client };
  };
};

export type CurrentProviderOf = ReturnType<typeof createProviderClients>;
