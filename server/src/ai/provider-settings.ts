import { createHash } from 'node:crypto';
import {
  AI_SETTINGS_KEY_MISSING,
  type AdminAiProvider,
  type AiProviderId,
  type AiProviderKeyState,
  type UpdateAiProviderBody,
} from '@kiln/contract';
import { aiSettings, type AiSettingsRow } from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import { openSecret, sealSecret } from '../lib/secret-box';
import type { ClientInfo } from '../lib/request-context';
import type { AiConfig, OpenAiSettings } from './config';
import { AI_SETTINGS_ROW, lockedRow, type SettingsRow } from './settings-row';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** The provider in force for one request, from the stored choice or else the environment. */
export interface ActiveProvider {
  provider: AiProviderId;
  source: 'environment' | 'admin';
  openai: OpenAiSettings;
  keyState: AiProviderKeyState;
  /** Tokens the model accepts, when "Test connection" read them for this base URL and model. */
  contextLength: number | null;
  /** Changes whenever what a provider client is built from changes (the key only as a hash). */
  fingerprint: string;
}

/** What a context length is remembered for: it holds only while this base URL and model are used. */
export const contextLengthOwner = (openai: Pick<OpenAiSettings, 'baseUrl' | 'model'>) =>
  `${openai.baseUrl ?? OPENAI_DEFAULT_BASE_URL} ${openai.model}`;

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

type Defaults = Pick<AiConfig, 'provider' | 'openai' | 'settingsKey'>;

/**
 * The provider an admin chose on the AI screen, stored in the settings row: base URL, model and a
 * key sealed with AI_SETTINGS_KEY (AES-256-GCM). Nothing stored: the environment's provider applies.
 * The key is write-only: no answer and no audit entry ever carries it.
 */
export const createProviderSettings = (settings: SettingsRow, defaults: Defaults) => {
  const read = () => settings.read();

  const storedKey = (
    row: AiSettingsRow,
  ): { key: string | undefined; state: AiProviderKeyState } => {
    if (!row.apiKeyEncrypted) return { key: undefined, state: 'none' };
    if (!defaults.settingsKey) return { key: undefined, state: 'unreadable' };
    try {
      return { key: openSecret(defaults.settingsKey, row.apiKeyEncrypted), state: 'stored' };
    } catch {
      return { key: undefined, state: 'unreadable' };
    }
  };

  const activeOf = (row: AiSettingsRow | undefined): ActiveProvider => {
    let provider: AiProviderId;
    let openai: OpenAiSettings;
    let keyState: AiProviderKeyState;
    if (!row?.provider) {
      provider = defaults.provider;
      openai = defaults.openai;
      keyState = defaults.openai.apiKey ? 'environment' : 'none';
    } else {
      provider = row.provider;
      const baseUrl = row.baseUrl ?? undefined;
      const stored = storedKey(row);
      // The environment's key goes only to the environment's own server, never to another address.
      const environmentKey =
        stored.state === 'none' && baseUrl === defaults.openai.baseUrl
          ? defaults.openai.apiKey
          : undefined;
      openai = {
        baseUrl,
        model: row.model ?? defaults.openai.model,
        apiKey: stored.key ?? environmentKey,
      };
      keyState = environmentKey ? 'environment' : stored.state;
    }
    const owner = contextLengthOwner(openai);
    return {
      provider,
      source: row?.provider ? 'admin' : 'environment',
      openai,
      keyState,
      contextLength:
        provider === 'openai' && row?.contextLengthOf === owner ? row.contextLength : null,
      fingerprint: hash(`${provider}\n${owner}\n${openai.apiKey ?? ''}`),
    };
  };

  const adminView = async (): Promise<AdminAiProvider> => {
    const row = await read();
    const active = activeOf(row);
    return {
      provider: active.provider,
      source: active.source,
      baseUrl: active.openai.baseUrl ?? null,
      model: active.openai.model,
      apiKey: active.keyState,
      canStoreKey: defaults.settingsKey !== undefined,
      contextLength: active.contextLength,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  };

  return {
    /** Read through the settings row (settings-row.ts), which the guard rules share. */
    active: async (): Promise<ActiveProvider> => activeOf(await read()),

    adminView,

    /** Remembers the context length "Test connection" read, for the base URL and model it tested. */
    async rememberContextLength(active: ActiveProvider, contextLength: number | null, at: Date) {
      if (contextLength === null) return;
      const values = { contextLength, contextLengthOf: contextLengthOwner(active.openai) };
      await settings.write((db) =>
        db
          .insert(aiSettings)
          .values({ id: AI_SETTINGS_ROW, ...values, updatedAt: at })
          .onConflictDoUpdate({ target: aiSettings.id, set: values }),
      );
    },

    /** Switches the provider, audited with what changed; the key itself is never written there. */
    async update(
      actorId: string,
      body: UpdateAiProviderBody,
      client: ClientInfo,
      at: Date,
    ): Promise<AdminAiProvider> {
      const { settingsKey } = defaults;
      if (body.apiKey !== undefined && !settingsKey)
        throw new AppError(
          400,
          AI_SETTINGS_KEY_MISSING,
          'The server has no AI_SETTINGS_KEY, so it cannot store a provider key encrypted. Set AI_SETTINGS_KEY (64 hexadecimal characters) and restart, or leave the key empty to use OPENAI_API_KEY from the environment.',
        );
      await settings.write((db) =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx);
          const previous = activeOf(before);
          const changes = {
            provider: body.provider,
            baseUrl: body.baseUrl === undefined ? (previous.openai.baseUrl ?? null) : body.baseUrl,
            model: body.model ?? previous.openai.model,
            ...(body.apiKey !== undefined && settingsKey
              ? { apiKeyEncrypted: sealSecret(settingsKey, body.apiKey) }
              : {}),
            ...(body.clearApiKey ? { apiKeyEncrypted: null } : {}),
            updatedBy: actorId,
            updatedAt: at,
          };
          await tx
            .insert(aiSettings)
            .values({ id: AI_SETTINGS_ROW, ...changes })
            .onConflictDoUpdate({ target: aiSettings.id, set: changes });
          const view = (active: ActiveProvider) => ({
            provider: active.provider,
            baseUrl: active.openai.baseUrl ?? null,
            model: active.openai.model,
          });
          await recordAudit(tx, {
            actorId,
            action: 'admin.ai_provider_update',
            targetType: 'ai_settings',
            targetId: AI_SETTINGS_ROW,
            ip: client.ip,
            metadata: {
              before: { ...view(previous), source: previous.source },
              after: {
                provider: changes.provider,
                baseUrl: changes.baseUrl,
                model: changes.model,
              },
              apiKey: body.apiKey ? 'replaced' : body.clearApiKey ? 'cleared' : 'unchanged',
            },
          });
        }),
      );
      return adminView();
    },
  };
};

export type ProviderSettings = ReturnType<typeof createProviderSettings>;
