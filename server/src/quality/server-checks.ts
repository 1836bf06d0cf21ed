import type { AiFramework, ServerChecks } from '@kiln/contract';
import { isPoolBusy } from '../workers/pool';
import type { HashedFile } from './files-hash';
import { scanSafety } from './safety-scan';
import { safeCheck, serverChecks } from './scorecard';
import type { Validator } from './validator';

/**
 * The server's half of a scorecard: validation in the worker pool (cached by the files' hash, or
 * proven by the shape of the engine's model that printed them) and the safety scan, which is a
 * single pass over the text.
 */
export const checkOnServer = async (
  validator: Validator,
  framework: AiFramework,
  files: readonly HashedFile[],
  now: () => Date,
  signal?: AbortSignal,
): Promise<ServerChecks> => {
  const { hash, diagnostics, proven } = await validator.validate(framework, files, signal);
  return serverChecks(hash, diagnostics, scanSafety(files), now().toISOString(), proven);
};

const BUSY =
  'Not checked yet: the server is busy with other checks; it is asked again in a few seconds';

/**
 * An answer's checks, read while the person looks at the answer: when the worker pool is full or
 * the task overran, compiles stays "not checked" (and the hash null, so the app asks again) rather
 * than the read failing; the safety scan needs no worker and is always answered.
 */
export const checkAnswerOnServer = async (
  validator: Validator,
  framework: AiFramework,
  files: readonly HashedFile[],
  now: () => Date,
  signal?: AbortSignal,
): Promise<ServerChecks> => {
  try {
    return await checkOnServer(validator, framework, files, now, signal);
  } catch (error) {
    if (!isPoolBusy(error)) throw error;
    const at = now().toISOString();
    return {
      hash: null,
      compiles: { status: 'unchecked', reason: BUSY, reportedBy: 'server', checkedAt: null },
      safe: safeCheck(scanSafety(files), at),
    };
  }
};
