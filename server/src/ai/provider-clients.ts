import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from './config';
import { probeContextLength } from './providers/context-length';
import { OpenAiCompatibleProvider } from './providers/openai';
import {
  OPENAI_DEFAULT_BASE_URL,
  type ActiveProvider,
  type ProviderSettings,
} from './provider-settings';

/** The provider in force for one request, with a client built from its settings. */
export interface CurrentProvider {
  settings: ActiveProvider;
  client: OpenAiCompatibleProvider;
}

export interface ProviderClientsDeps {
  settings: ProviderSettings;
  config: AiConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Aborts every provider call in flight when the server stops. */
  shutdown?: AbortSignal;
}

/**
 * Builds the provider's client per request from the stored settings, so an admin's switch holds on
 * the next request with no restart. A client is reused while its settings stay the same. A model
 * whose context length is not known yet is asked for it once, beside the request (the request
 * does not wait): later calls are fitted to it.
 */
export const createProviderClients = ({
  settings,
  config,
  now,
  log,
  shutdown,
}: ProviderClientsDeps) => {
  let built: CurrentProvider | undefined;
  const probed = new Set<string>();

  const learnContextLength = (active: ActiveProvider) => {
    if (active.provider !== 'openai' || active.contextLength !== null) return;
    if (probed.has(active.fingerprint)) return;
    probed.add(active.fingerprint);
    const { baseUrl, model, apiKey } = active.openai;
    void probeContextLength(baseUrl ?? OPENAI_DEFAULT_BASE_URL, model, apiKey)
      .then((contextLength) => settings.rememberContextLength(active, contextLength, now()))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'could not read the model’s context length'),
      );
  };

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
    learnContextLength(active);
    // The context length may be learnt without the client changing.
    return { settings: active, client: built.client };
  };
};
