import { queryOptions } from '@tanstack/react-query';
import type {
  AiFramework,
  AiGeneratedFile,
  BrowserReport,
  Scorecard,
  ScorecardAnswer,
  VersionScorecardAnswer,
  VersionScorecardsAnswer,
} from '@kiln/contract';
import { apiClient } from '../api/app-api-client';
import { pollWhilePending } from './poll-pending';

const versionsPath = (componentId: string) => `/components/${encodeURIComponent(componentId)}`;

/** POST /ai/scorecard: an answer's scorecard, with the browser's report when there is one. */
export const postScorecard = async (
  body: { framework: AiFramework; files: AiGeneratedFile[]; browser?: BrowserReport },
  signal?: AbortSignal,
): Promise<Scorecard> =>
  (await apiClient.post<ScorecardAnswer>('/ai/scorecard', body, signal ? { signal } : {})).data;

/** GET /components/{id}/scorecards: every version's scorecard, newest first. */
export const getVersionScorecards = async (componentId: string, signal?: AbortSignal) =>
  (
    await apiClient.get<VersionScorecardsAnswer>(
      `${versionsPath(componentId)}/scorecards`,
      signal ? { signal } : {},
    )
  ).data.items;

/** POST /components/{id}/versions/{v}/scorecard: what the browser saw when it previewed a version. */
export const postVersionReport = async (
  componentId: string,
  version: number,
  report: BrowserReport,
) =>
  (
    await apiClient.post<VersionScorecardAnswer>(
      `${versionsPath(componentId)}/versions/${version}/scorecard`,
      report,
    )
  ).data;

/** Under the components key, so every change to saved components refreshes them too. */
export const versionScorecardsKey = (componentId: string) =>
  ['components', 'scorecards', componentId] as const;

export const versionScorecardsQueryOptions = (componentId: string) =>
  queryOptions({
    queryKey: versionScorecardsKey(componentId),
    queryFn: ({ signal }) => getVersionScorecards(componentId, signal),
    refetchInterval: pollWhilePending((items: Awaited<ReturnType<typeof getVersionScorecards>>) =>
      items.some((item) => item.scorecard.hash === null),
    ),
  });
