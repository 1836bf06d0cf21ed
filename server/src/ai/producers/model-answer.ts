import type { AiFramework, CodeValidation, RequirementItem } from '@kiln/contract';
import {
  checkRequirements,
  metShare,
  type Diagnostic,
  type ValidatableFile,
} from '@kiln/generator';
import type { StoredDiagnostic, StoredFile } from '../../db/schema/index';
import { AppError } from '../../errors';
import { isPoolBusy } from '../../workers/pool';
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
  /** The repair call, when the first answer failed validation or missed part of its checklist. */
  repair: LlmResult | undefined;
  /** What the person asked for, checked against the answer's files; empty without code. */
  checklist: RequirementItem[];
  confidence: number;
}

const errorsOf = (diagnostics: StoredDiagnostic[]) =>
  diagnostics.filter((d) => d.severity === 'error');

/**
 * The engine's validator, run off the event loop (the server's worker pool). A check is never
 * cancelled when the client leaves: it is short, and cancelling would cost a warm worker thread.
 */
export type Validator = (files: ValidatableFile[]) => Promise<Diagnostic[]>;

/**
 * Code the worker pool had no room to check (its queue full, or the check past its deadline): the
 * answer is given as it is, marked busy, neither charged nor counted as failing. Its scorecard
 * checks it again once the pool has room.
 */
const NOT_CHECKED: CodeValidation = { valid: false, repaired: false, diagnostics: [], busy: true };

const check = async (validate: Validator, files: StoredFile[]): Promise<StoredDiagnostic[]> =>
  files.length > 0 ? validate(files.map(({ path, content }) => ({ path, content }))) : [];

/** The checklist of what was asked, against the files; prose without code has none. */
const checklistOf = (asked: string, files: StoredFile[]): RequirementItem[] =>
  files.length > 0 ? checkRequirements(asked, files) : [];

const unmetOf = (checklist: readonly RequirementItem[]) => checklist.filter((item) => !item.met);

/** An unmet item in the shape of a diagnostic, for the stream's "repairing" status. */
const asDiagnostic = (item: RequirementItem): StoredDiagnostic => ({
  file: '',
  line: 0,
  column: 0,
  message: `Not met: ${item.label}${item.reason ? ` — ${item.reason}` : ''}`,
  severity: 'error',
  source: 'requirements',
});

/**
 * Confidence of a model's answer, from what Kiln can check: whether the code compiled first time,
 * needed a repair or still fails, scaled by the share of the checklist met (a checklist with nothing
 * met keeps a fifth). Prose without code, and code the server was too busy to check, are half sure.
 */
const confidenceOf = (
  parsed: ParsedAnswer,
  validation: CodeValidation,
  checklist: RequirementItem[],
) => {
  if (parsed.files.length === 0) return 0.5;
  const compiled = validation.busy
    ? 0.5
    : !validation.valid
      ? 0.3
      : validation.repaired
        ? 0.75
        : 0.9;
  return Math.round(compiled * (0.2 + 0.8 * metShare(checklist)) * 100) / 100;
};

const checked = (
  asked: string,
  parsed: ParsedAnswer,
  validation: CodeValidation,
  first: LlmResult,
  repair: LlmResult | undefined,
): CheckedAnswer => {
  const checklist = checklistOf(asked, parsed.files);
  return {
    parsed,
    validation,
    first,
    repair,
    checklist,
    confidence: confidenceOf(parsed, validation, checklist),
  };
};

/**
 * One model answer, parsed, validated with the engine's validator and checked against the checklist
 * of what was asked (`asked`, the person's message); on errors or unmet items it is sent back once
 * for repair. Output that is still invalid is returned with its diagnostics and `valid: false`;
 * items still unmet stay in its checklist.
 */
export const answerWithModel = async (
  provider: OpenAiCompatibleProvider,
  validate: Validator,
  messages: LlmMessage[],
  framework: AiFramework,
  options: {
    /** What the person asked for, in their words: the checklist is read from it. */
    asked: string;
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
    if (!isPoolBusy(error)) throw error;
    return checked(options.asked, parsed, NOT_CHECKED, first, undefined);
  }
  const errors = errorsOf(diagnostics);
  const unmet = unmetOf(checklistOf(options.asked, parsed.files));
  let validation: CodeValidation = { valid: errors.length === 0, repaired: false, diagnostics };
  if (errors.length === 0 && unmet.length === 0)
    return checked(options.asked, parsed, validation, first, undefined);

  options.hooks?.onStatus('repairing', [...errors, ...unmet.map(asDiagnostic)]);
  let repair: LlmResult | undefined;
  try {
    repair = await provider.complete({
      messages: [
        ...messages,
        { role: 'assistant', content: first.text },
        { role: 'user', content: repairPrompt(errors, unmet) },
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
        if (!isPoolBusy(error)) throw error;
        validation = { ...NOT_CHECKED, repaired: true };
      }
    }
  } catch (error) {
    // A failed repair leaves the first answer standing, marked invalid; only the client leaving stops everything.
    if (!(error instanceof AppError)) throw error;
    options.onRepairFailed?.(error);
  }
  return checked(options.asked, parsed, validation, first, repair);
};
