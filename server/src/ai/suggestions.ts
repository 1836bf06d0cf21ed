import type { EditorSuggestion, SuggestionsAnswer, SuggestionsBody } from '@kiln/contract';
import type { AttemptStore } from '../lib/attempt-store';
import type { AiConfig } from './config';
import { cursorContext, editorSuggestions, type CursorContext } from './editor';
import { checkUserRate } from './limits';
import type { Metering } from './metering';
import type { LlmResult } from './providers/openai';
import type { ProducerFor } from './producers/resolve';

export interface SuggestionsDeps {
  config: AiConfig;
  attempts: AttemptStore;
  metering: Metering;
  producerFor: ProducerFor;
}

/** A model's completion as an editor inserts it: the text alone, without a code fence around it. */
const completionAt = (context: CursorContext, call: LlmResult): EditorSuggestion => {
  const insertText = call.text.replace(/^```[\w-]*\n?|\n?```\s*$/g, '');
  return {
    kind: 'completion',
    label: insertText.split('\n')[0]?.slice(0, 80) || insertText.slice(0, 80),
    insertText,
    range: { start: context.offset, end: context.offset },
    detail: call.model,
  };
};

/** Completions and modernising edits at the editor's cursor; a model's completion leads when there is one. */
export const createSuggestions =
  ({ config, attempts, metering, producerFor }: SuggestionsDeps) =>
  async (userId: string, body: SuggestionsBody): Promise<SuggestionsAnswer['data']> => {
    await checkUserRate(attempts, 'suggest', userId, config.suggestionsPerMinute);
    const context = cursorContext(body);
    const suggestions = editorSuggestions(body, context);
    const { model, call } = await producerFor().completion(context);
    if (!call) return { suggestions, diagnostics: [], model };
    await metering.recordCompletion(userId, call);
    return { suggestions: [completionAt(context, call), ...suggestions], diagnostics: [], model };
  };
