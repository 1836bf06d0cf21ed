import * as React from 'react';
import type { AiDiagnostic, AiFramework, AiGeneratedFile, ValidateResult } from '@kiln/contract';
import { useRetryingCheck } from '../../lib/checks/use-retrying-check';
import { postValidate } from './api/post-validate';

/** Spec: the validator looks at the code once typing has paused this long. */
export const VALIDATE_DEBOUNCE_MS = 500;

/** The last answer of the validator, about the files as they were sent. */
export type Validation =
  | { status: 'checking' }
  /** The server had no room to check: asked again on its own in `retryInMs`. */
  | { status: 'busy'; retryInMs: number }
  | { status: 'failed'; files: readonly AiGeneratedFile[] }
  | { status: 'done'; files: readonly AiGeneratedFile[]; diagnostics: AiDiagnostic[] };

type Checked = { files: readonly AiGeneratedFile[]; result: ValidateResult };

/**
 * The validator's findings for `settled` files (as they stood when typing last paused). Until the
 * first answer it is "checking"; afterwards the last answer stays on show while the next is on
 * its way. A busy server is asked again on its own, with backoff, without waiting for a keystroke.
 */
export function useValidation(framework: AiFramework, settled: readonly AiGeneratedFile[]) {
  const input = React.useMemo(() => ({ framework, files: settled }), [framework, settled]);
  const state = useRetryingCheck(
    input,
    async ({ framework: checked, files }, signal): Promise<Checked> => ({
      files,
      result: await postValidate({ framework: checked, files: [...files] }, signal),
    }),
  );
  return React.useMemo((): Validation => {
    switch (state.status) {
      case 'checked':
        return {
          status: 'done',
          files: state.value.files,
          diagnostics: state.value.result.diagnostics,
        };
      case 'busy':
        return { status: 'busy', retryInMs: state.retryInMs };
      case 'failed':
        return { status: 'failed', files: settled };
      default:
        // The last answer stays on show while the next check runs.
        return state.last
          ? { status: 'done', files: state.last.files, diagnostics: state.last.result.diagnostics }
          : { status: 'checking' };
    }
  }, [state, settled]);
}
