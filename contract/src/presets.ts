import { z } from 'zod';
import { isoDateTime, successEnvelope, uuidParam } from './common';
import { jsonLimitProblem, type JsonLimits } from './json-limits';

/** A component keeps at most this many presets; the server refuses one more. */
export const MAX_PRESETS_PER_COMPONENT = 20;
export const MAX_PRESET_NAME_LENGTH = 60;
/** A preset's input values are stored and counted per component, so they are bounded. */
export const PRESET_VALUE_LIMITS: JsonLimits = { maxBytes: 16 * 1024, maxDepth: 8 };
/** States worth keeping for most components, offered as names. */
export const SUGGESTED_PRESET_NAMES = ['Empty list', 'Error', 'Loading', 'Disabled'] as const;

/** Codes the presets endpoints answer with, beside the shared ones. */
export const PresetErrorCode = {
  /** 409: the component already keeps MAX_PRESETS_PER_COMPONENT presets. */
  presetLimitReached: 'PRESET_LIMIT_REACHED',
  /** 409: the component already has a preset with this name. */
  presetNameTaken: 'PRESET_NAME_TAKEN',
} as const;

const presetName = z
  .string()
  .trim()
  .min(1, 'Give the preset a name')
  .max(MAX_PRESET_NAME_LENGTH, `A preset name can be at most ${MAX_PRESET_NAME_LENGTH} characters`);

/** Input name → value, as the playground's form holds them. */
export const presetValuesSchema = z
  .record(z.string().min(1).max(200), z.unknown())
  .superRefine((value, context) => {
    const problem = jsonLimitProblem(value, PRESET_VALUE_LIMITS);
    if (problem) context.addIssue({ code: 'custom', message: `The values ${problem}` });
  });
export type PresetValues = z.infer<typeof presetValuesSchema>;

export const presetSchema = z.object({
  id: z.uuid(),
  componentId: z.uuid(),
  name: z.string(),
  values: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Preset = z.infer<typeof presetSchema>;

export const createPresetBodySchema = z.object({ name: presetName, values: presetValuesSchema });
export type CreatePresetBody = z.infer<typeof createPresetBodySchema>;

export const updatePresetBodySchema = z
  .object({ name: presetName, values: presetValuesSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send a name or values to change');
export type UpdatePresetBody = z.infer<typeof updatePresetBodySchema>;

export const presetParamsSchema = z.object({ id: uuidParam, presetId: uuidParam });
export type PresetParams = z.infer<typeof presetParamsSchema>;

export const presetAnswerSchema = successEnvelope(presetSchema);
export type PresetAnswer = z.infer<typeof presetAnswerSchema>;
export const presetsAnswerSchema = successEnvelope(z.array(presetSchema));
export type PresetsAnswer = z.infer<typeof presetsAnswerSchema>;
