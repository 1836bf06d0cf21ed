import { z } from 'zod';
import { checklistSchema } from '../checklist';
import { successEnvelope } from '../common';
import { chatMessageSchema } from './copilot';
import { codeValidationSchema, generatedFileSchema } from './files';

/**
 * Design mode: direct edits of an answer picked in its preview, and variants (other takes on the
 * same description). An answer the built-in engine wrote is edited through its component model
 * (the edit changes the model, the code is printed again); any other code (a model provider's,
 * an import) through its text: a `replace-text` edit changes that text in the template and
 * nothing else. Edits are a list applied in order to the answer as it was stored, so undo is the
 * list without its last edit, and nothing is charged or stored until the person keeps the result.
 */

/** What a part of an engine-written component is, as design mode names it. */
export const designPartKindSchema = z.enum([
  'title',
  'subtitle',
  'message',
  'field',
  'action',
  'column',
  'item',
  'detail',
]);
export type DesignPartKind = z.infer<typeof designPartKindSchema>;

/** A button's variant, as the engine's model knows it. */
export const designVariantSchema = z.enum(['primary', 'secondary', 'link']);
export type DesignVariant = z.infer<typeof designVariantSchema>;

export const designRadiusSchema = z.enum(['square', 'default', 'rounded', 'pill']);
export const designDensitySchema = z.enum(['compact', 'comfortable', 'spacious']);
/** How a form, a card or a data table sets out its parts: one column, two, or a grid of cards. */
export const designLayoutSchema = z.enum(['stacked', 'split', 'grid']);
export type DesignLayout = z.infer<typeof designLayoutSchema>;

/** A colour of `@kiln/tokens`' palette by its ramp and step ("indigo-600"), never a free value. */
export const designColorTokenSchema = z
  .string()
  .regex(/^[a-z]{2,20}-\d{2,3}$/, 'Pick a colour of the design tokens');

/** One part of an engine-written component the panel can edit. */
export const designPartSchema = z.object({
  /** Stable while no edit before it moves or removes a sibling ("field:email", "action:1"). */
  id: z.string().max(200),
  kind: designPartKindSchema,
  /** Its text as the preview shows it. */
  label: z.string(),
  /** Its place among the parts of its kind (0-based) and how many there are. */
  index: z.number().int().nonnegative(),
  siblings: z.number().int().positive(),
  /** A button's variant. */
  variant: designVariantSchema.optional(),
});
export type DesignPart = z.infer<typeof designPartSchema>;

const partId = z.string().min(1).max(200);
const editText = z.string().trim().min(1, 'Enter a text').max(200, 'At most 200 characters');

/** Code the engine did not write: the `nth` (0-based) occurrence of `from` in its markup becomes `value`. */
export const designReplaceTextEditSchema = z.object({
  op: z.literal('replace-text'),
  from: z.string().min(1).max(500),
  nth: z.number().int().nonnegative().max(500).default(0),
  value: z.string().max(500),
});

export const designEditSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('text'), part: partId, value: editText }),
  z.object({ op: z.literal('variant'), part: partId, value: designVariantSchema }),
  z.object({ op: z.literal('move'), part: partId, direction: z.enum(['up', 'down']) }),
  z.object({ op: z.literal('remove'), part: partId }),
  z.object({
    op: z.literal('style'),
    color: designColorTokenSchema.optional(),
    radius: designRadiusSchema.optional(),
    density: designDensitySchema.optional(),
    shadow: z.boolean().optional(),
    layout: designLayoutSchema.optional(),
  }),
  designReplaceTextEditSchema,
]);
export type DesignEdit = z.infer<typeof designEditSchema>;

export const MAX_DESIGN_EDITS = 200;
export const designBodySchema = z.object({
  edits: z.array(designEditSchema).max(MAX_DESIGN_EDITS, `At most ${MAX_DESIGN_EDITS} edits`),
});
export type DesignBody = z.infer<typeof designBodySchema>;

/** An answer with its edits applied: what the preview, the diff and the checks show. */
export const designResultSchema = z.object({
  /** `model`: edited through the engine's model; `text`: through the code's text. */
  mode: z.enum(['model', 'text']),
  /** The parts the panel can edit (model mode; empty in text mode). */
  parts: z.array(designPartSchema),
  /** The layouts that set out this component's parts distinctly (a form, a card, a table); often none. */
  layouts: z.array(designLayoutSchema),
  files: z.array(generatedFileSchema),
  checklist: checklistSchema,
  validation: codeValidationSchema,
});
export type DesignResult = z.infer<typeof designResultSchema>;
export const designAnswerSchema = successEnvelope(designResultSchema);
/** Keeping the edits stores the result as the conversation's newest answer, uncharged. */
export const designKeptAnswerSchema = successEnvelope(chatMessageSchema);

/** One take of the variants of an answer: the edits that make it from the answer, and the result. */
export const designTakeSchema = designResultSchema.extend({
  /** In words ("Two columns, compact"). */
  label: z.string(),
  edits: z.array(designEditSchema),
});
export type DesignTake = z.infer<typeof designTakeSchema>;
export const MAX_VARIANTS = 3;
export const variantsQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(MAX_VARIANTS).default(MAX_VARIANTS),
});
export const variantsAnswerSchema = successEnvelope(z.object({ takes: z.array(designTakeSchema) }));
export type VariantsAnswer = z.infer<typeof variantsAnswerSchema>;
