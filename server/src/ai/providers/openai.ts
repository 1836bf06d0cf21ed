import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { AiConfig } from '../config';
import { shuttingDown } from '../../errors';
import { answerStopped, missingApiKey, providerError, providerTimeout } from '../errors';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmCall {
  messages: LlmMessage[];
  model?: string;
  /** The caller's cancellation (the client went away). */
  signal?: AbortSignal;
  /** Streams the answer and reports each piece of text as it arrives. */
  onDelta?: (text: string) => void;
  maxTokens?: number;
}

export interface LlmResult {
  text: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
}

const MAX_PROVIDER_MESSAGE = 300;

/** A chat-completions client for any OpenAI-compatible server, with Kiln's timeout and error mapping. */
export class OpenAiCompatibleProvider {
  private readonly client: OpenAI | undefined;

  /** `shutdown` aborts every call in flight when the server stops (answered SHUTTING_DOWN). */
  constructor(
    private readonly config: AiConfig,
    private readonly shutdown?: AbortSignal,
  ) {
    const { apiKey, baseUrl } = config.openai;
    this.client = apiKey
      ? new OpenAI({
          apiKey,
          baseURL: baseUrl ?? null,
          timeout: config.timeoutMs,
          maxRetries: config.maxRetries,
        })
      : undefined;
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  get defaultModel(): string {
    return this.config.openai.model;
  }

  private requireClient(): OpenAI {
    if (!this.client) throw missingApiKey();
    return this.client;
  }

  /** Runs `work` under the configured deadline and maps every provider failure to Kiln's codes. */
  private async guarded<T>(
    signal: AbortSignal | undefined,
    timeoutMs: number,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const combined = AbortSignal.any(
      [deadline.signal, signal, this.shutdown].filter((s): s is AbortSignal => s !== undefined),
    );
    try {
      const result = await work(combined);
      // An aborted stream ends quietly with the text so far: a stop must not pass for an answer.
      if (this.shutdown?.aborted) throw shuttingDown();
      return result;
    } catch (error) {
      if (this.shutdown?.aborted) throw shuttingDown();
      if (signal?.aborted) throw answerStopped();
      if (deadline.signal.aborted || error instanceof APIConnectionTimeoutError)
        throw providerTimeout(timeoutMs);
      throw this.mapError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  private mapError(error: unknown): Error {
    const host = this.config.openai.baseUrl
      ? new URL(this.config.openai.baseUrl).host
      : 'api.openai.com';
    if (error instanceof APIConnectionError) {
      return providerError(`Failed to connect to AI service at ${host}. Please try again.`, {
        host,
      });
    }
    if (error instanceof APIError) {
      const providerMessage = (error.message || '').slice(0, MAX_PROVIDER_MESSAGE);
      return providerError(
        `AI Service Error: the provider answered ${error.status ?? 'an error'}${providerMessage ? ` (${providerMessage})` : ''}.`,
        {
          status: error.status ?? null,
          type: error.type ?? null,
          providerCode: error.code ?? null,
        },
      );
    }
    return error instanceof Error ? error : new Error(String(error));
  }

  async complete(call: LlmCall): Promise<LlmResult> {
    const client = this.requireClient();
    const model = call.model ?? this.config.openai.model;
    const started = performance.now();
    return this.guarded(call.signal, this.config.timeoutMs, async (signal) => {
      const base = {
        model,
        messages: call.messages,
        ...(call.maxTokens ? { max_tokens: call.maxTokens } : {}),
      };
      if (!call.onDelta) {
        const completion = await client.chat.completions.create(
          { ...base, stream: false },
          { signal },
        );
        const text = completion.choices[0]?.message?.content ?? '';
        if (!text.trim())
          throw providerError('AI Service Error: the provider returned an empty answer.', {
            status: null,
          });
        return {
          text,
          model: completion.model || model,
          promptTokens: completion.usage?.prompt_tokens ?? 0,
          completionTokens: completion.usage?.completion_tokens ?? 0,
          durationMs: Math.round(performance.now() - started),
        };
      }
      const stream = await client.chat.completions.create({ ...base, stream: true }, { signal });
      let text = '';
      let answeredModel = model;
      let promptTokens = 0;
      let completionTokens = 0;
      for await (const chunk of stream) {
        if (chunk.model) answeredModel = chunk.model;
        if (chunk.usage) {
          promptTokens = chunk.usage.prompt_tokens;
          completionTokens = chunk.usage.completion_tokens;
        }
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) {
          text += piece;
          call.onDelta?.(piece);
        }
      }
      if (!text.trim())
        throw providerError('AI Service Error: the provider returned an empty answer.', {
          status: null,
        });
      return {
        text,
        model: answeredModel,
        promptTokens,
        completionTokens,
        durationMs: Math.round(performance.now() - started),
      };
    });
  }

  /** Model ids the server offers; undefined when it cannot be asked (no key, unreachable, no /models). */
  async listModels(timeoutMs: number): Promise<string[] | undefined> {
    if (!this.client) return undefined;
    const client = this.client;
    try {
      return await this.guarded(undefined, timeoutMs, async (signal) => {
        const ids: string[] = [];
        for await (const model of client.models.list({
          signal,
          maxRetries: 0,
          timeout: timeoutMs,
        })) {
          ids.push(model.id);
          if (ids.length >= 200) break;
        }
        return ids;
      });
    } catch {
      return undefined;
    }
  }
}
