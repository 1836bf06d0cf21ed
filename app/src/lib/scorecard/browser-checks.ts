import * as React from 'react';
import type { AxeViolation, BrowserReport } from '@kiln/contract';
import { queryClient } from '../query';
import { postVersionReport, versionScorecardsKey } from './scorecard-api';

/**
 * Where a preview ran: an answer (not stored, so its report stays in this tab and is sent along
 * when its scorecard is read) or a saved version (its report is stored with the version).
 */
export type BrowserCheckTarget =
  { kind: 'answer'; key: string } | { kind: 'version'; componentId: string; version: number };

const answerReports = new Map<string, BrowserReport>();
const listeners = new Set<() => void>();

/** Records what the user's browser saw when the preview ran the code, for the scorecard. */
export async function reportBrowserChecks(
  target: BrowserCheckTarget,
  report: BrowserReport,
): Promise<void> {
  if (target.kind === 'version') {
    await postVersionReport(target.componentId, target.version, report);
    await queryClient.invalidateQueries({ queryKey: versionScorecardsKey(target.componentId) });
    return;
  }
  answerReports.set(target.key, report);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The browser's report on an answer, once its preview has run. */
export const useAnswerReport = (key: string) =>
  React.useSyncExternalStore(subscribe, () => answerReports.get(key));

/** What the live preview tells its parent: `rendered`, a runtime error, or axe's results. */
export type PreviewReport =
  | { type: 'rendered' }
  | { type: 'runtime-error'; message: string; file?: string; line?: number }
  | { type: 'axe'; violations: AxeViolation[] };

/**
 * The preview's `onReport`, turned into browser reports: a runtime error is reported at once;
 * a render is reported when axe's results follow.
 */
export function createPreviewReporter(target: BrowserCheckTarget) {
  let rendered = false;
  return (event: PreviewReport) => {
    if (event.type === 'rendered') {
      rendered = true;
      return;
    }
    if (event.type === 'runtime-error') {
      const where = event.file ? ` (${event.file}${event.line ? `:${event.line}` : ''})` : '';
      void reportBrowserChecks(target, {
        rendered,
        runtimeError: `${event.message}${where}`,
        violations: [],
      });
      return;
    }
    void reportBrowserChecks(target, {
      rendered: true,
      runtimeError: null,
      violations: event.violations,
    });
  };
}
