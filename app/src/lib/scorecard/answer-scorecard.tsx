import * as React from 'react';
import type {
  AiFramework,
  AiGeneratedFile,
  BrowserReport,
  Scorecard as Checks,
} from '@kiln/contract';
import { Scorecard } from '@kiln/design-system';
import { checkStatusText, useRetryingCheck } from '../checks/use-retrying-check';
import { describeError } from '../error-message';
import { useAnswerReport } from './browser-checks';
import { frameworkOfFiles } from '../generated-files';
import { scorecardWithReason } from './pending';
import { postScorecard } from './scorecard-api';

type Props = {
  /** Names the answer for the browser's report (see reportBrowserChecks). */
  answerKey: string;
  files: AiGeneratedFile[];
  framework?: AiFramework;
  /** What the answer was asked for: the server adds the requirements row from it. */
  description?: string;
  className?: string;
};

type ScorecardInput = {
  framework: AiFramework;
  files: AiGeneratedFile[];
  description: string | undefined;
  browser: BrowserReport | undefined;
};

/** A busy server answers without validating: compiles "not checked" and no hash. */
const answeredBusy = (scorecard: Checks) => scorecard.hash === null;

/**
 * The scorecard beside a code answer. It is read after the answer has arrived, so answering never
 * waits for validation; the server caches results by the files' hash. A busy server is asked
 * again on its own, with backoff, as the editor's validation is (useRetryingCheck).
 */
export function AnswerScorecard({ answerKey, files, framework, description, className }: Props) {
  const browser = useAnswerReport(answerKey);
  const resolved = framework ?? frameworkOfFiles(files);
  const input = React.useMemo<ScorecardInput>(
    () => ({ framework: resolved, files, description, browser }),
    // A new answer, framework or browser report is a new check; `files` belong to the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answerKey, resolved, description, browser],
  );
  const state = useRetryingCheck(
    input,
    (current, signal) =>
      postScorecard(
        {
          framework: current.framework,
          files: current.files,
          ...(current.description ? { description: current.description } : {}),
          ...(current.browser ? { browser: current.browser } : {}),
        },
        signal,
      ),
    { answeredBusy },
  );
  const shown = state.status === 'checked' ? state.value : state.last;
  const scorecard =
    shown ??
    scorecardWithReason(
      state.status === 'failed' ? `Could not check: ${describeError(state.error)}` : 'Checking…',
    );
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <Scorecard
        scorecard={scorecard}
        aria-busy={state.status === 'checking' || state.status === 'busy'}
        data-testid="answer-scorecard"
      />
      <p role="status" className="text-xs text-muted-foreground" data-testid="scorecard-check">
        {checkStatusText(state)}
      </p>
    </div>
  );
}
