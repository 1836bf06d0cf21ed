import { useQuery } from '@tanstack/react-query';
import type { AiFramework, AiGeneratedFile } from '@kiln/contract';
import { Scorecard } from '@kiln/design-system';
import { describeError } from '../error-message';
import { useAnswerReport } from './browser-checks';
import { frameworkOfFiles } from '../generated-files';
import { scorecardWithReason } from './pending';
import { postScorecard } from './scorecard-api';

const BUSY_RETRY_MS = 5_000;

type Props = {
  /** Names the answer for the browser's report (see reportBrowserChecks). */
  answerKey: string;
  files: AiGeneratedFile[];
  framework?: AiFramework;
  /** What the answer was asked for: the server adds the requirements row from it. */
  description?: string;
  className?: string;
};

/**
 * The scorecard beside a code answer. It is read after the answer has arrived, so answering never
 * waits for validation; the server caches results by the files' hash.
 */
export function AnswerScorecard({ answerKey, files, framework, description, className }: Props) {
  const browser = useAnswerReport(answerKey);
  const resolved = framework ?? frameworkOfFiles(files);
  const query = useQuery({
    queryKey: ['ai', 'scorecard', answerKey, resolved, description ?? null, browser ?? null],
    queryFn: ({ signal }) =>
      postScorecard(
        {
          framework: resolved,
          files,
          ...(description ? { description } : {}),
          ...(browser ? { browser } : {}),
        },
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    // A busy server answers without validating (hash null): ask again shortly.
    refetchInterval: (current) => (current.state.data?.hash === null ? BUSY_RETRY_MS : false),
    placeholderData: (previous) => previous,
    retry: 1,
  });
  const scorecard =
    query.data ??
    scorecardWithReason(
      query.isError ? `Could not check: ${describeError(query.error)}` : 'Checking…',
    );
  return (
    <Scorecard
      scorecard={scorecard}
      aria-busy={query.isPending}
      data-testid="answer-scorecard"
      {...(className ? { className } : {})}
    />
  );
}
