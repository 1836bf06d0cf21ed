import { beforeEach, describe, expect, it, vi } from 'vitest';

const postVersionReport = vi.fn();
const invalidateQueries = vi.fn();
vi.mock('./scorecard-api', () => ({
  postVersionReport: (...args: unknown[]) => postVersionReport(...args) as unknown,
  versionScorecardsKey: (id: string) => ['components', 'scorecards', id],
}));
vi.mock('../query', () => ({
  queryClient: { invalidateQueries: (...args: unknown[]) => invalidateQueries(...args) as unknown },
}));

const { browserReportOf, reportBrowserChecks } = await import('./browser-checks');
const { scorecardWithReason } = await import('./pending');
const { frameworkOfFiles } = await import('../generated-files');

const version = { kind: 'version', componentId: 'c1', version: 2 } as const;
const violation = {
  id: 'label',
  impact: 'critical' as const,
  help: 'Form elements must have labels',
  targets: ['#email'],
};

describe('reportBrowserChecks', () => {
  beforeEach(() => {
    postVersionReport.mockReset().mockResolvedValue({});
    invalidateQueries.mockReset().mockResolvedValue(undefined);
  });

  it("stores a saved version's report on the server and refreshes its scorecards", async () => {
    const report = { rendered: true, runtimeError: null, violations: [] };
    await reportBrowserChecks(version, report);
    expect(postVersionReport).toHaveBeenCalledWith('c1', 2, report);
    expect(invalidateQueries).toHaveBeenCalledWith({
      queryKey: ['components', 'scorecards', 'c1'],
    });
  });

  it("keeps an answer's report in the tab, without a request", async () => {
    await reportBrowserChecks(
      { kind: 'answer', key: 'answer:1' },
      { rendered: true, runtimeError: null, violations: [] },
    );
    expect(postVersionReport).not.toHaveBeenCalled();
  });
});

describe('browserReportOf', () => {
  const report = { rendered: false, runtimeError: null, axe: null, console: [] };

  it('says nothing until axe has answered after a render', () => {
    expect(browserReportOf(report)).toBeNull();
    expect(browserReportOf({ ...report, rendered: true })).toBeNull();
    expect(browserReportOf({ ...report, rendered: true, axe: [violation] })).toEqual({
      rendered: true,
      runtimeError: null,
      violations: [violation],
    });
  });

  it('reports a runtime error at once, with its place', () => {
    const runtimeError = { message: 'TypeError: x is undefined', file: 'a.ts', line: 3, column: 1 };
    expect(browserReportOf({ ...report, runtimeError })).toEqual({
      rendered: false,
      runtimeError: 'TypeError: x is undefined (a.ts:3)',
      violations: [],
    });
  });
});

describe('frameworkOfFiles and scorecardWithReason', () => {
  const file = (path: string) => ({ path, content: '', type: 'component' as const, language: 'x' });
  it('tells React answers by their .tsx or .jsx files', () => {
    expect(frameworkOfFiles([file('Card.tsx'), file('Card.module.css')])).toBe('react');
    expect(frameworkOfFiles([file('card.component.ts'), file('card.component.html')])).toBe(
      'angular',
    );
    const ds = { ...file('Card.tsx'), content: "import { Button } from '@kiln/design-system';" };
    expect(frameworkOfFiles([ds])).toBe('react-ds');
  });
  it('marks every row not checked with the reason', () => {
    const card = scorecardWithReason('Checking…');
    expect(
      [card.compiles, card.renders, card.accessible, card.safe].map((row) => row.status),
    ).toEqual(['unchecked', 'unchecked', 'unchecked', 'unchecked']);
    expect(card.accessible.violations).toEqual([]);
  });
});
