import type { AiConnectionTest } from '@kiln/contract';
import type { AiConfig } from '../ai/config';
import { OpenAiCompatibleProvider } from '../ai/providers/openai';
import { BUILTIN_MODEL } from '@kiln/contract';
import { AppError } from '../errors';
import { probeContextLength } from '../ai/providers/context-length';

/** Each probe gets this long: an admin waits for the answer. */
const PROBE_TIMEOUT_MS = 15_000;

/** "Test connection": list the provider's models, run one short prompt, read the context length. */
export const testAiConnection = async (config: AiConfig): Promise<AiConnectionTest> => {
  if (config.provider === 'builtin')
    return {
      provider: 'builtin',
      baseUrl: null,
      model: BUILTIN_MODEL,
      ok: true,
      models: [BUILTIN_MODEL],
      latencyMs: 0,
      reply: 'The built-in engine runs inside the server and needs no connection.',
      contextLength: null,
      error: null,
    };
  const { baseUrl, model, apiKey } = config.openai;
  const provider = new OpenAiCompatibleProvider({
    ...config,
    timeoutMs: PROBE_TIMEOUT_MS,
    maxRetries: 0,
  });
  const base = {
    provider: 'openai' as const,
    baseUrl: baseUrl ?? 'https://api.openai.com/v1',
    model,
  };
  const [models, contextLength] = await Promise.all([
    provider.listModels(PROBE_TIMEOUT_MS),
    probeContextLength(base.baseUrl, model, apiKey).catch(() => null),
  ]);
  try {
    const answer = await provider.complete({
      messages: [{ role: 'user', content: 'Reply with the single word: ready' }],
      maxTokens: 8,
    });
    return {
      ...base,
      ok: true,
      models: models ?? null,
      latencyMs: answer.durationMs,
      reply: answer.text.trim().slice(0, 200),
      contextLength,
      error: null,
    };
  } catch (error) {
    return {
      ...base,
      ok: false,
      models: models ?? null,
      latencyMs: null,
      reply: null,
      contextLength,
      error: error instanceof AppError || error instanceof Error ? error.message : String(error),
    };
  }
};
