import type {
  AiDiagnostic,
  BrowserReport,
  Check,
  CheckStatus,
  Scorecard,
  ServerChecks,
} from '@kiln/contract';
import type { SafetyFinding } from './safety-scan';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** Reasons are one line: newlines of compiler messages become spaces, long ones are cut. */
const oneLine = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const where = (diagnostic: AiDiagnostic) =>
  diagnostic.line > 0 ? `${diagnostic.file}:${diagnostic.line}` : diagnostic.file;

/**
 * Green without a type check: the engine printed the files from a model of a shape whose code
 * passed the full check before (quality/shape-proofs.ts).
 */
export const PROVEN_FOR_SHAPE =
  'Compiled: proven for this shape. The built-in engine’s code for a component of this shape passed the template parser, the TypeScript type check and sass; this answer differs from it only in words, which the engine escapes';

/**
 * Errors → red, only warnings → amber, none → green; the reason names the first problem, or says
 * whether these files were checked or their shape proven (`proven`).
 */
export const compilesCheck = (
  diagnostics: readonly AiDiagnostic[],
  checkedAt: string,
  proven = false,
): Check => {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');
  const base = { reportedBy: 'server' as const, checkedAt };
  const [firstError] = errors;
  if (firstError)
    return {
      ...base,
      status: 'red',
      reason: oneLine(
        `${plural(errors.length, 'error')}; first: ${where(firstError)} ${firstError.message}`,
      ),
    };
  const [firstWarning] = warnings;
  if (firstWarning)
    return {
      ...base,
      status: 'amber',
      reason: oneLine(
        `${plural(warnings.length, 'warning')}; first: ${where(firstWarning)} ${firstWarning.message}`,
      ),
    };
  return {
    ...base,
    status: 'green',
    reason: proven
      ? PROVEN_FOR_SHAPE
      : 'Compiled: checked. No errors from the template parser, the TypeScript type check or sass',
  };
};

/** Any finding → red, naming the first; none → green. */
export const safeCheck = (findings: readonly SafetyFinding[], checkedAt: string): Check => {
  const base = { reportedBy: 'server' as const, checkedAt };
  const [first] = findings;
  if (!first)
    return {
      ...base,
      status: 'green',
      reason:
        'No innerHTML, bypassSecurityTrust…, dangerouslySetInnerHTML, eval or new Function in the code (comments and plain strings aside)',
    };
  const more = findings.length > 1 ? ` and ${plural(findings.length - 1, 'more finding')}` : '';
  return {
    ...base,
    status: 'red',
    reason: oneLine(`${first.pattern} in ${first.file}:${first.line}${more}`),
  };
};

const NOT_CHECKED = 'Not checked: the preview has not run this code in your browser yet';

/** The browser's rows from its report, or "not checked" without one. */
export const browserChecks = (
  report: BrowserReport | null,
  checkedAt: string | null,
): Pick<Scorecard, 'renders' | 'accessible'> => {
  if (!report || checkedAt === null)
    return {
      renders: { status: 'unchecked', reason: NOT_CHECKED, reportedBy: 'browser', checkedAt: null },
      accessible: {
        status: 'unchecked',
        reason: NOT_CHECKED,
        reportedBy: 'browser',
        checkedAt: null,
        violations: [],
      },
    };
  const base = { reportedBy: 'browser' as const, checkedAt };
  const renders: Check = report.runtimeError
    ? { ...base, status: 'red', reason: oneLine(`Runtime error: ${report.runtimeError}`) }
    : report.rendered
      ? { ...base, status: 'green', reason: 'Rendered in the sandbox without a runtime error' }
      : { ...base, status: 'red', reason: 'Did not render in the sandbox' };
  if (!report.rendered || report.runtimeError)
    return {
      renders,
      accessible: {
        ...base,
        status: 'unchecked',
        reason: 'Not checked: axe runs on a rendered component',
        violations: report.violations,
      },
    };
  const severe = report.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const status: CheckStatus =
    severe.length > 0 ? 'red' : report.violations.length > 0 ? 'amber' : 'green';
  const reason =
    status === 'green'
      ? 'axe found no violations'
      : status === 'red'
        ? `axe found ${plural(severe.length, 'serious or critical violation')}, first: ${severe[0]?.help ?? ''}`
        : `axe found ${plural(report.violations.length, 'minor or moderate violation')}, first: ${report.violations[0]?.help ?? ''}`;
  return {
    renders,
    accessible: { ...base, status, reason: oneLine(reason), violations: report.violations },
  };
};

/** The server's checks from validation and the scan. */
export const serverChecks = (
  hash: string,
  diagnostics: readonly AiDiagnostic[],
  findings: readonly SafetyFinding[],
  checkedAt: string,
  proven = false,
): ServerChecks => ({
  hash,
  compiles: compilesCheck(diagnostics, checkedAt, proven),
  safe: safeCheck(findings, checkedAt),
});

/** One scorecard from both halves. */
export const combineScorecard = (
  server: ServerChecks,
  report: BrowserReport | null,
  reportedAt: string | null,
): Scorecard => ({
  hash: server.hash,
  compiles: server.compiles,
  ...browserChecks(report, reportedAt),
  safe: server.safe,
});

/** The worst status of some rows, for filtering: red over amber over unchecked over green. */
export const worstStatus = (statuses: readonly CheckStatus[]): CheckStatus => {
  for (const status of ['red', 'amber', 'unchecked'] as const)
    if (statuses.includes(status)) return status;
  return 'green';
};
