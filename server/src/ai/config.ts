import { MAX_PROMPT_LENGTH, MIN_MESSAGE_INTERVAL_MS, type AiProviderId } from '@kiln/contract';
import { ConfigError } from '../config';

export interface OpenAiSettings {
  /** Undefined when OPENAI_API_KEY is not set: calls then answer MISSING_API_KEY. */
  apiKey: string | undefined;
  /** Any OpenAI-compatible chat-completions base URL (OpenAI, Azure-compatible gateways, Ollama, vLLM …). */
  baseUrl: string | undefined;
  model: string;
}

/** The AI service's settings; the limits are the defaults an admin may later change. */
export interface AiConfig {
  provider: AiProviderId;
  openai: OpenAiSettings;
  /** One provider call (the first answer, or its repair) may take this long. */
  timeoutMs: number;
  /** Retries of a failed provider call on connection errors, 408/409/429 and 5xx (the SDK's rule). */
  maxRetries: number;
  maxPromptLength: number;
  /** Minimum time between two messages of one chat session. */
  minMessageIntervalMs: number;
  /** Generation requests (chat, prompt send, generate) a user may make per minute. */
  requestsPerMinute: number;
  /** Editor suggestion requests a user may make per minute (editors ask often, while typing). */
  suggestionsPerMinute: number;
  /** Stored turns of a session the model sees before the new message. */
  historyTurns: number;
  /**
   * AES-256-GCM key (AI_SETTINGS_KEY) sealing a provider key an admin stores. Undefined: the admin
   * screen refuses to store a key, so none is ever kept in plain text.
   */
  settingsKey: Buffer | undefined;
}

type Env = Record<string, string | undefined>;

const integer = (env: Env, name: string, fallback: number, min: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return value;
};

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

const settingsKeyFrom = (raw: string | undefined): Buffer | undefined => {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!/^[0-9a-f]{64}$/i.test(value))
    throw new ConfigError('AI_SETTINGS_KEY must be 64 hexadecimal characters (32 bytes)');
  return Buffer.from(value, 'hex');
};

export const loadAiConfig = (env: Env = process.env): AiConfig => {
  const provider = (env.AI_PROVIDER || 'builtin').trim().toLowerCase();
  if (provider !== 'builtin' && provider !== 'openai')
    throw new ConfigError(`AI_PROVIDER must be builtin or openai, got "${provider}"`);
  const baseUrl = env.OPENAI_BASE_URL?.trim() || undefined;
  if (baseUrl !== undefined && !URL.canParse(baseUrl))
    throw new ConfigError(`OPENAI_BASE_URL must be a URL, got "${baseUrl}"`);
  return {
    provider,
    openai: {
      apiKey: env.OPENAI_API_KEY?.trim() || undefined,
      baseUrl,
      model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
    },
    // Under the copilot's own 60 s, so a fallback answer from the built-in engine still arrives in time.
    timeoutMs: integer(env, 'AI_TIMEOUT_MS', 45_000, 1),
    maxRetries: integer(env, 'AI_MAX_RETRIES', 1, 0),
    maxPromptLength: integer(env, 'AI_MAX_PROMPT_LENGTH', MAX_PROMPT_LENGTH, 1),
    minMessageIntervalMs: integer(env, 'AI_MIN_MESSAGE_INTERVAL_MS', MIN_MESSAGE_INTERVAL_MS, 0),
    requestsPerMinute: integer(env, 'AI_REQUESTS_PER_MINUTE', 30, 1),
    suggestionsPerMinute: integer(env, 'AI_SUGGESTIONS_PER_MINUTE', 120, 1),
    historyTurns: integer(env, 'AI_HISTORY_TURNS', 20, 0),
    settingsKey: settingsKeyFrom(env.AI_SETTINGS_KEY),
  };
};
