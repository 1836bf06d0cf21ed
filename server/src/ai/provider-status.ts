import type { AiHealthAnswer, AiModel, AiModelsAnswer } from '@kiln/contract';
import { BUILTIN_MODEL } from '@kiln/contract';
import type { CurrentProvider } from './provider-clients';
import type { OpenAiCompatibleProvider } from './providers/openai';

const PROVIDER_CHECK_TIMEOUT_MS = 5_000;
const PROVIDER_CHECK_TTL_MS = 15_000;

/** One of the provider's models: available when the provider lists it (or, unlisted, when it is the default). */
const offeredModel = (
  provider: OpenAiCompatibleProvider,
  listed: string[] | undefined,
  id: string,
): AiModel => ({
  id,
  name: id,
  provider: 'openai',
  available:
    provider.configured &&
    (listed === undefined ? id === provider.defaultModel : listed.includes(id)),
  isDefault: id === provider.defaultModel,
});

/** Whether the configured provider answers, and which models it offers beside the built-in engine. */
export const createProviderStatus = (current: () => Promise<CurrentProvider>, now: () => Date) => {
  const builtinModel = (isDefault: boolean): AiModel => ({
    id: BUILTIN_MODEL,
    name: 'Kiln engine (built in, offline)',
    provider: 'builtin',
    available: true,
    isDefault,
  });

  // Asking the provider on every health or models call would spend its rate limit; a short
  // per-process memory is enough, forgotten as soon as an admin switches the provider.
  let providerCheck:
    | { at: number; fingerprint: string; models: string[] | undefined; latencyMs: number }
    | undefined;
  const checkProvider = async ({ settings, client }: CurrentProvider) => {
    if (
      providerCheck?.fingerprint === settings.fingerprint &&
      Date.now() - providerCheck.at < PROVIDER_CHECK_TTL_MS
    )
      return providerCheck;
    const started = performance.now();
    const models = await client.listModels(PROVIDER_CHECK_TIMEOUT_MS);
    providerCheck = {
      at: Date.now(),
      fingerprint: settings.fingerprint,
      models,
      latencyMs: Math.round(performance.now() - started),
    };
    return providerCheck;
  };

  const health = async (): Promise<AiHealthAnswer['data']> => {
    const active = await current();
    const { settings, client: provider } = active;
    const base = { provider: settings.provider, timestamp: now().toISOString() };
    if (settings.provider === 'builtin') {
      return {
        ...base,
        status: 'healthy',
        model: BUILTIN_MODEL,
        configured: true,
        latencyMs: 0,
        message: 'The built-in engine answers offline.',
      };
    }
    if (!provider.configured) {
      return {
        ...base,
        status: 'unhealthy',
        model: provider.defaultModel,
        configured: false,
        latencyMs: null,
        message:
          settings.keyState === 'unreadable'
            ? 'OpenAI API Key Required: the stored key cannot be opened (AI_SETTINGS_KEY unset or changed).'
            : settings.source === 'admin'
              ? 'OpenAI API Key Required: no key is stored for this provider.'
              : 'OpenAI API Key Required: OPENAI_API_KEY is not set.',
      };
    }
    const check = await checkProvider(active);
    const healthy = check.models !== undefined;
    return {
      ...base,
      status: healthy ? 'healthy' : 'unhealthy',
      model: provider.defaultModel,
      configured: true,
      latencyMs: check.latencyMs,
      message: healthy ? 'The AI provider answers.' : 'Failed to connect to AI service.',
    };
  };

  const models = async (): Promise<AiModelsAnswer['data']> => {
    const active = await current();
    const { settings, client: provider } = active;
    if (settings.provider === 'builtin')
      return {
        provider: settings.provider,
        defaultModel: BUILTIN_MODEL,
        models: [builtinModel(true)],
      };
    const listed = provider.configured ? (await checkProvider(active)).models : undefined;
    const ids = [
      provider.defaultModel,
      ...(listed ?? []).filter((id) => id !== provider.defaultModel),
    ];
    const offered = ids.map((id) => offeredModel(provider, listed, id));
    return {
      provider: settings.provider,
      defaultModel: provider.defaultModel,
      models: [...offered, builtinModel(false)],
    };
  };

  return { health, models };
};
