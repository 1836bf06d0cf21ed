import type { AdminAiGuards, AiGuardSettings, UpdateAiGuardsBody } from '@kiln/contract';
import { AI_BLOCKED_TERM } from '@kiln/contract';
import { aiSettings } from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';
import type { AiConfig } from './config';
import { AI_SETTINGS_ROW, lockedRow, type SettingsRow } from './settings-row';

export interface AiGuards extends AiGuardSettings {
  blockedTerms: string[];
  /** Answer with the built-in engine when the provider fails or runs past its deadline. */
  fallbackToBuiltin: boolean;
}

type GuardDefaults = Pick<
  AiConfig,
  'maxPromptLength' | 'minMessageIntervalMs' | 'requestsPerMinute'
>;

/** A message containing a blocked term (case-insensitive) is refused before any work is done. */
export const checkBlockedTerms = (text: string, blockedTerms: string[]) => {
  const lower = text.toLowerCase();
  if (blockedTerms.some((term) => lower.includes(term.toLowerCase())))
    throw new AppError(
      400,
      AI_BLOCKED_TERM,
      'This message contains a term that is not allowed here.',
    );
};

/**
 * The guard rules the AI endpoints apply, stored in the database so an admin's change holds on the
 * next request of every instance, with no restart. Values never set fall back to the environment's.
 * Read through the settings row (settings-row.ts), which the provider in force shares.
 */
export const createGuardStore = (settings: SettingsRow, defaults: GuardDefaults) => {
  const read = () => settings.read();
  const guardsOf = (row: Awaited<ReturnType<typeof read>>): AiGuards => ({
    maxPromptLength: row?.maxPromptLength ?? defaults.maxPromptLength,
    minMessageIntervalMs: row?.minMessageIntervalMs ?? defaults.minMessageIntervalMs,
    requestsPerMinute: row?.requestsPerMinute ?? defaults.requestsPerMinute,
    blockedTerms: row?.blockedTerms ?? [],
    fallbackToBuiltin: row?.fallbackToBuiltin ?? false,
  });

  const adminView = async (): Promise<AdminAiGuards> => {
    const row = await read();
    return { ...guardsOf(row), updatedAt: row?.updatedAt.toISOString() ?? null };
  };

  return {
    current: async (): Promise<AiGuards> => guardsOf(await read()),

    /** What the composer shows a user: the limits, never the blocked terms. */
    async publicView(): Promise<AiGuardSettings> {
      const { maxPromptLength, minMessageIntervalMs, requestsPerMinute } = guardsOf(await read());
      return { maxPromptLength, minMessageIntervalMs, requestsPerMinute };
    },

    adminView,

    /** Changes some rules, with the values before and after in the audit log, in one transaction. */
    async update(
      actorId: string,
      body: UpdateAiGuardsBody,
      client: ClientInfo,
      at: Date,
    ): Promise<AdminAiGuards> {
      const changes = {
        ...body,
        ...(body.blockedTerms
          ? { blockedTerms: [...new Set(body.blockedTerms.map((term) => term.trim()))] }
          : {}),
      };
      await settings.write((db) =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx);
          const previous = guardsOf(before);
          await tx
            .insert(aiSettings)
            .values({ id: AI_SETTINGS_ROW, ...changes, updatedBy: actorId, updatedAt: at })
            .onConflictDoUpdate({
              target: aiSettings.id,
              set: { ...changes, updatedBy: actorId, updatedAt: at },
            });
          const keys = Object.keys(changes) as (keyof typeof changes)[];
          await recordAudit(tx, {
            actorId,
            action: 'admin.ai_guards_update',
            targetType: 'ai_settings',
            targetId: AI_SETTINGS_ROW,
            ip: client.ip,
            metadata: {
              before: Object.fromEntries(keys.map((key) => [key, previous[key]])),
              after: Object.fromEntries(keys.map((key) => [key, changes[key]])),
            },
          });
        }),
      );
      return adminView();
    },
  };
};

export type GuardStore = ReturnType<typeof createGuardStore>;
