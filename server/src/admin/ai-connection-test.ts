import type { AiConnectionTest } from '@kiln/contract';
import type { AiConfig } from '../ai/config';
import { OpenAiCompatibleProvider } from '../ai/providers/openai';
import { BUILTIN_MODEL } from '../ai/producers/engine';
import { AppError } from '../errors';

/** Each probe gets this long: an admin waits for the answer. */
const PROBE_TIMEOUT_MS = 15_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const positive = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const getJson = async (url: string, init: RequestInit = {}): Promise<unknown> => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  if (!response.ok) return undefined;
  return response.json().catch(() => undefined);
};

/**
 * The model's context length where the server says it: vLLM's `max_model_len` in its model list,
 * llama.cpp's `n_ctx` in `/props`, Ollama's `<arch>.context_length` in `/api/show`.
 */
export const probeContextLength = async (
  baseUrl: string,
  model: string,
  apiKey: string | undefined,
): Promise<number | null> => {
  const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
  const base = baseUrl.replace(/\/$/, '');
  const origin = new URL(base).origin;
  const listed = await getJson(`${base}/models`, { headers }).catch(() => undefined);
  const entries = isObject(listed) && Array.isArray(listed.data) ? listed.data : [];
  const entry = entries.find((item): item is Json => isObject(item) && item.id === model);
  const fromList = positive(entry?.max_model_len) ?? positive(entry?.context_length);
  if (fromList) return fromList;
  const props = await getJson(`${origin}/props`, { headers }).catch(() => undefined);
  if (isObject(props)) {
    const settings = props.default_generation_settings;
    const nCtx = positive(props.n_ctx) ?? (isObject(settings) ? positive(settings.n_ctx) : null);
    if (nCtx) return nCtx;
  }
  const shown = await getJson(`${origin}/api/show`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ model }),
  }).catch(() => undefined);
  if (isObject(shown) && isObject(shown.model_info)) {
    const key = Object.keys(shown.model_info).find((name) => name.endsWith('.context_length'));
    if (key) return positive(shown.model_info[key]);
  }
  return null;
};

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
