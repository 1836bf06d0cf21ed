import type { AiFramework, CodeValidation } from '@kiln/contract';
import type { Diagnostic, ValidatableFile } from '@kiln/generator';
import type { StoredDiagnostic, StoredFile } from '../../db/schema/index';
import { AppError } from '../../errors';
import { TaskDeadlineError } from '../../workers/pool';
import { parseAnswer, type ParsedAnswer } from '../parse';
import type { LlmMessage, LlmResult, OpenAiCompatibleProvider } from '../providers/openai';
import { repairPrompt } from '../system-prompt';

export interface StreamHooks {
  signal: AbortSignal;
  onDelta(text: string): void;
  onStatus(stage: 'validating' | 'repairing', diagnostics?: StoredDiagnostic[]): void;
}

export interface CheckedAnswer {
  parsed: ParsedAnswer;
  validation: CodeValidation;
  first: LlmResult;
  /** The repair call, when the first answer failed validation. */
  repair: LlmResult | undefined;
  confidence: number;
}

const errorsOf = (diagnostics: StoredDiagnostic[]) =>
  diagnostics.filter((d) => d.severity === 'error');

/**
 * The engine's validator, run off the event loop (the server's worker pool). A check is never
 * cancelled when the client leaves: it is short, and cancelling would cost a warm worker thread.
 */
export type Validator = (files: ValidatableFile[]) => Promise<Diagnostic[]>;

/** A check that ran past its deadline: the code is answered as it is, marked unchecked and uncharged. */
const notChecked = (error: TaskDeadlineError): CodeValidation => ({
  valid: false,
  repaired: false,
  diagnostics: [
    {
      file: '',
      line: 0,
      column: 0,
      message: `The code could not be checked: ${error.message}.`,
      severity: 'warning',
      source: 'files',
    },
  ],
});

const check = async (validate: Validator, files: StoredFile[]): Promise<StoredDiagnostic[]> =>
  files.length > 0 ? validate(files.map(({ path, content }) => ({ path, content }))) : [];

/**
 * Confidence of a model's answer, from what Kiln can check: code that compiled first time, code that
 * needed a repair, code that still does not compile, or prose without code.
 */
const confidenceOf = (parsed: ParsedAnswer, validation: CodeValidation) => {
  if (parsed.files.length === 0) return 0.5;
  if (!validation.valid) return 0.3;
  return validation.repaired ? 0.75 : 0.9;
};

const checked = (
  parsed: ParsedAnswer,
  validation: CodeValidation,
  first: LlmResult,
  repair: LlmResult | undefined,
): CheckedAnswer => ({
  parsed,
  validation,
  first,
  repair,
  confidence: confidenceOf(parsed, validation),
});

/**
 * One model answer, parsed and validated with the engine's validator; on errors it is sent back once
 * for repair. Output that is still invalid is returned with its diagnostics and `valid: false`.
 */
export const answerWithModel = async (
  provider: OpenAiCompatibleProvider,
  validate: Validator,
  messages: LlmMessage[],
  framework: AiFramework,
  options: {
    model?: string;
    hooks?: StreamHooks;
    signal?: AbortSignal;
    onRepairFailed?: (error: unknown) => void;
  },
): Promise<CheckedAnswer> => {
  const signal = options.hooks?.signal ?? options.signal;
  const first = await provider.complete({
    messages,
    ...(options.model ? { model: options.model } : {}),
    ...(signal ? { signal } : {}),
    ...(options.hooks ? { onDelta: (text: string) => options.hooks?.onDelta(text) } : {}),
  });
  let parsed = parseAnswer(first.text, framework);
  if (parsed.files.length > 0) options.hooks?.onStatus('validating');
  let diagnostics: StoredDiagnostic[];
  try {
    diagnostics = await check(validate, parsed.files);
  } catch (error) {
    if (!(error instanceof TaskDeadlineError)) throw error;
    return checked(parsed, notChecked(error), first, undefined);
  }
  if (errorsOf(diagnostics).length === 0) {
    return checked(parsed, { valid: true, repaired: false, diagnostics }, first, undefined);
  }

  options.hooks?.onStatus('repairing', errorsOf(diagnostics));
  let repair: LlmResult | undefined;
  let validation: CodeValidation = { valid: false, repaired: false, diagnostics };
  try {
    repair = await provider.complete({
      messages: [
        ...messages,
        { role: 'assistant', content: first.text },
        { role: 'user', content: repairPrompt(errorsOf(diagnostics)) },
      ],
      ...(options.model ? { model: options.model } : {}),
      ...(signal ? { signal } : {}),
    });
    const repaired = parseAnswer(repair.text, framework);
    if (repaired.files.length > 0) {
      parsed = repaired;
      try {
        const after = await check(validate, repaired.files);
        validation = { valid: errorsOf(after).length === 0, repaired: true, diagnostics: after };
      } catch (error) {
        if (!(error instanceof TaskDeadlineError)) throw error;
        validation = { ...notChecked(error), repaired: true };
      }
    }
  } catch (error) {
    // A failed repair leaves the first answer standing, marked invalid; only the client leaving stops everything.
    if (!(error instanceof AppError)) throw error;
    options.onRepairFailed?.(error);
  }
  return checked(parsed, validation, first, repair);
};
