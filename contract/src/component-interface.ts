import { z } from 'zod';
import { frameworkSchema, generatedFileSchema } from './ai';
import { successEnvelope } from './common';

/** The form control an input is set with in the playground. */
export const inputKindSchema = z.enum(['text', 'number', 'boolean', 'select', 'json']);
export type InputKind = z.infer<typeof inputKindSchema>;

/** One input of a component (an Angular `input()`/`@Input()`, a React prop). */
export const componentInputSchema = z.object({
  name: z.string(),
  kind: inputKindSchema,
  /** The choices of a string-literal union (kind `select`). */
  options: z.array(z.string()).optional(),
  required: z.boolean(),
  /** The declared default when the source writes it as a literal. */
  default: z.unknown().optional(),
  /** The type as written in the source. */
  type: z.string(),
});
export type ComponentInput = z.infer<typeof componentInputSchema>;

/** One output (an Angular `output()`/`@Output()`, a React callback prop `on…`). */
export const componentOutputSchema = z.object({ name: z.string(), type: z.string() });
export type ComponentOutput = z.infer<typeof componentOutputSchema>;

export const componentInterfaceSchema = z.object({
  component: z.string().nullable(),
  inputs: z.array(componentInputSchema),
  outputs: z.array(componentOutputSchema),
});
export type ComponentInterface = z.infer<typeof componentInterfaceSchema>;

/**
 * The files read for inputs, all together. Parsing runs on the server's event loop: a generated
 * component is 3–15 kB and reads in about a millisecond; this bound keeps the worst case near
 * 50 ms on a busy machine.
 */
export const MAX_INSPECT_SOURCE_LENGTH = 60_000;

/** `POST /api/components/interface`: read the inputs and outputs of these files. */
export const inspectComponentBodySchema = z.object({
  framework: frameworkSchema,
  files: z
    .array(
      generatedFileSchema.extend({
        path: z.string().trim().min(1).max(200, 'A file path can be at most 200 characters'),
        content: z.string(),
        language: z.string().max(40),
      }),
    )
    .min(1, 'Send at least one file')
    .max(20, 'At most 20 files')
    .refine(
      (files) =>
        files.reduce((total, file) => total + file.content.length, 0) <= MAX_INSPECT_SOURCE_LENGTH,
      `The files can be at most ${MAX_INSPECT_SOURCE_LENGTH} characters in all`,
    ),
});
export type InspectComponentBody = z.infer<typeof inspectComponentBodySchema>;

export const componentInterfaceAnswerSchema = successEnvelope(componentInterfaceSchema);
export type ComponentInterfaceAnswer = z.infer<typeof componentInterfaceAnswerSchema>;
