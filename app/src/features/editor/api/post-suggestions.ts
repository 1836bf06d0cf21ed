import type { EditorSuggestion, SuggestionsAnswer, SuggestionsBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** A suggestion that has not arrived by then is of no use to someone typing. */
const SUGGESTION_TIMEOUT_MS = 10_000;

/** POST /ai/prompt/suggestions: completions and modernising edits at the cursor. */
export const postSuggestions = async (
  body: SuggestionsBody,
  signal?: AbortSignal,
): Promise<EditorSuggestion[]> =>
  (
    await apiClient.post<SuggestionsAnswer>('/ai/prompt/suggestions', body, {
      timeoutMs: SUGGESTION_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    })
  ).data.suggestions;
