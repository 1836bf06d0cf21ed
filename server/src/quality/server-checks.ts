import type { AiFramework } from '@kiln/contract';
import type { HashedFile } from './files-hash';
import { scanSafety } from './safety-scan';
import { serverChecks, type ServerChecks } from './scorecard';
import type { Validator } from './validator';

/**
 * The server's half of a scorecard: validation in the worker pool (cached by the files' hash) and
 * the safety scan, which is a single pass over the text.
 */
export const checkOnServer = async (
  validator: Validator,
  framework: AiFramework,
  files: readonly HashedFile[],
  now: () => Date,
): Promise<ServerChecks> => {
  const { hash, diagnostics } = await validator.validate(framework, files);
  return serverChecks(hash, diagnostics, scanSafety(files), now().toISOString());
};
