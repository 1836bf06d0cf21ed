/** Each probe gets this long: it runs beside a request or while an admin waits. */
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
