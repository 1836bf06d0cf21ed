import type { GenerationKind } from '@kiln/contract';
import { generationEvents } from '../db/schema/index';
import type { Executor } from '../lib/executor';

/** Where a generation a person asked for came from, as their history shows it. */
export type GenerationSource = 'copilot' | 'prompt' | 'generate';

/** What the history keeps of a generation; repair calls, completions and exports carry none. */
export interface GenerationHistory {
  source: GenerationSource;
  prompt: string;
  failureReason?: string | null;
}

export interface GenerationCharge {
  kind: GenerationKind;
  model: string;
  framework?: string | null;
  promptTokens?: number;
  completionTokens?: number;
  durationMs?: number;
  /** When the generation happens; defaults to now (tests move it). */
  at?: Date;
  history?: GenerationHistory;
}

/** The row of one generation event, charged or not, as the one insert below and a batched answer write it. */
export const generationEventValues = (
  userId: string,
  generation: GenerationCharge,
  outcome: { succeeded: boolean; charged: boolean },
) => ({
  userId,
  kind: generation.kind,
  model: generation.model,
  framework: generation.framework ?? null,
  promptTokens: generation.promptTokens ?? 0,
  completionTokens: generation.completionTokens ?? 0,
  durationMs: generation.durationMs ?? 0,
  succeeded: outcome.succeeded,
  charged: outcome.charged,
  source: generation.history?.source ?? null,
  prompt: generation.history?.prompt ?? null,
  failureReason: generation.history?.failureReason ?? null,
  createdAt: generation.at ?? new Date(),
});

export type GenerationEventValues = ReturnType<typeof generationEventValues>;

/** The one insert into generation events, charged or not; answers the event id. */
export const insertGenerationEvent = async (
  tx: Executor,
  userId: string,
  generation: GenerationCharge,
  outcome: { succeeded: boolean; charged: boolean },
): Promise<string> => {
  const [event] = await tx
    .insert(generationEvents)
    .values(generationEventValues(userId, generation, outcome))
    .returning({ id: generationEvents.id });
  if (!event) throw new Error('generation event insert returned no row');
  return event.id;
};

/**
 * Records a generation that is not charged (it failed, or repaired an earlier answer), so analytics
 * still see it. Returns the event id.
 */
export const recordUnchargedGeneration = (
  db: Executor,
  userId: string,
  generation: GenerationCharge & { succeeded: boolean },
): Promise<string> =>
  insertGenerationEvent(db, userId, generation, {
    succeeded: generation.succeeded,
    charged: false,
  });
