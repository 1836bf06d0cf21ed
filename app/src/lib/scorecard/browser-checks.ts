import * as React from 'react';
import type { BrowserReport } from '@kiln/contract';
import type { LivePreviewReport } from '../preview/preview-state';
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

/**
 * An answer saved as a version takes its browser report along: the checks that ran on the answer
 * ran on the version's very files, and stay shown as run after a reload.
 */
export const carryAnswerReport = (
  key: string,
  saved: { componentId: string; version: number },
): Promise<void> => {
  const report = answerReports.get(key);
  return report ? reportBrowserChecks({ kind: 'version', ...saved }, report) : Promise.resolve();
};

/** The browser's report on an answer, once its preview has run. */
export const useAnswerReport = (key: string) =>
  React.useSyncExternalStore(subscribe, () => answerReports.get(key));

/** A preview's report as the scorecard stores it; null while there is nothing to say yet. */
export function browserReportOf(report: LivePreviewReport): BrowserReport | null {
  const error = report.runtimeError;
  if (error) {
    const where = error.file ? ` (${error.file}${error.line ? `:${error.line}` : ''})` : '';
    return {
      rendered: report.rendered,
      runtimeError: `${error.message}${where}`,
      violations: report.axe ?? [],
    };
  }
  // A render is reported once axe's results follow it.
  if (report.rendered && report.axe) {
    return { rendered: true, runtimeError: null, violations: report.axe };
  }
  return null;
}

/**
 * The live preview's `onReport` for one target: each new browser report goes to the scorecard
 * once (the preview reports again on every console line, which the scorecard does not keep).
 */
export function usePreviewReporter(target: BrowserCheckTarget) {
  const last = React.useRef<string | null>(null);
  const key = JSON.stringify(target);
  return React.useCallback(
    (report: LivePreviewReport) => {
      const browser = browserReportOf(report);
      if (!browser) return;
      const fingerprint = `${key}|${JSON.stringify(browser)}`;
      if (last.current === fingerprint) return;
      last.current = fingerprint;
      void reportBrowserChecks(JSON.parse(key) as BrowserCheckTarget, browser);
    },
    [key],
  );
}
