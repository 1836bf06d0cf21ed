import type { AiHealthAnswer, AiModel, AiModelsAnswer } from '@kiln/contract';
import type { AiConfig } from './config';
import { BUILTIN_MODEL } from './producers/engine';
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
export const createProviderStatus = (
  config: AiConfig,
  provider: OpenAiCompatibleProvider,
  now: () => Date,
) => {
  const builtinModel: AiModel = {
    id: BUILTIN_MODEL,
    name: 'Kiln engine (built in, offline)',
    provider: 'builtin',
    available: true,
    isDefault: config.provider === 'builtin',
  };

  // Asking the provider on every health or models call would spend its rate limit; a short per-process memory is enough.
  let providerCheck: { at: number; models: string[] | undefined; latencyMs: number } | undefined;
  const checkProvider = async () => {
    if (providerCheck && Date.now() - providerCheck.at < PROVIDER_CHECK_TTL_MS)
      return providerCheck;
    const started = performance.now();
    const models = await provider.listModels(PROVIDER_CHECK_TIMEOUT_MS);
    providerCheck = { at: Date.now(), models, latencyMs: Math.round(performance.now() - started) };
    return providerCheck;
  };

  const health = async (): Promise<AiHealthAnswer['data']> => {
    const base = { provider: config.provider, timestamp: now().toISOString() };
    if (config.provider === 'builtin') {
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
        message: 'OpenAI API Key Required: OPENAI_API_KEY is not set.',
      };
    }
    const check = await checkProvider();
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
    if (config.provider === 'builtin')
      return { provider: config.provider, defaultModel: BUILTIN_MODEL, models: [builtinModel] };
    const listed = provider.configured ? (await checkProvider()).models : undefined;
    const ids = [
      provider.defaultModel,
      ...(listed ?? []).filter((id) => id !== provider.defaultModel),
    ];
    const offered = ids.map((id) => offeredModel(provider, listed, id));
    return {
      provider: config.provider,
      defaultModel: provider.defaultModel,
      models: [...offered, builtinModel],
    };
  };

  return { health, models };
};
