import { z } from 'zod';
import { isoDateTime } from '../common';

/** angular, react (raw elements and a CSS module), react-ds (React with @kiln/design-system). */
export const frameworkSchema = z.enum(['angular', 'react', 'react-ds']);
export type AiFramework = z.infer<typeof frameworkSchema>;

/** Each framework's name as people read it, in the app and in pages the server fills in. */
export const FRAMEWORK_LABELS: Record<AiFramework, string> = {
  angular: 'Angular',
  react: 'React',
  'react-ds': 'React + Kiln design system',
};

export const aiProviderIdSchema = z.enum(['builtin', 'openai']);

/** The name the built-in engine answers under, in answers, history and generation events. */
export const BUILTIN_MODEL = 'kiln-engine';
export type AiProviderId = z.infer<typeof aiProviderIdSchema>;

export const codeBlockSchema = z.object({ language: z.string(), code: z.string() });
export type AiCodeBlock = z.infer<typeof codeBlockSchema>;

export const generatedFileSchema = z.object({
  path: z.string(),
  content: z.string(),
  type: z.enum(['component', 'template', 'style', 'test']),
  language: z.string(),
});
export type AiGeneratedFile = z.infer<typeof generatedFileSchema>;

export const diagnosticSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  source: z.string(),
});
export type AiDiagnostic = z.infer<typeof diagnosticSchema>;

/** How the code of an answer fared in the engine's validator; `valid: false` answers carry their diagnostics. */
export const codeValidationSchema = z.object({
  valid: z.boolean(),
  /** The model's first answer failed validation and was sent back once for repair. */
  repaired: z.boolean(),
  diagnostics: z.array(diagnosticSchema),
  /**
   * Not checked: the server was busy (its worker pool full, or the check past its deadline).
   * `valid` is then false and says nothing about the code, which the answer's scorecard asks
   * about again; absent on code that was checked.
   */
  busy: z.literal(true).optional(),
});
export type CodeValidation = z.infer<typeof codeValidationSchema>;

/** Whether the validator found errors in the code: never so for code it was too busy to check. */
export const failedValidation = (validation: Pick<CodeValidation, 'valid' | 'busy'>): boolean =>
  !validation.valid && validation.busy !== true;

export const usageAfterSchema = z.object({
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
  generationsRemaining: z.number().int(),
  resetsAt: isoDateTime,
});
