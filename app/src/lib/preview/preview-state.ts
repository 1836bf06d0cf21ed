import type {
  FrameMessage,
  PreviewAxeViolation,
  PreviewConsoleLevel,
  PreviewProblem,
} from '@kiln/contract';

export interface PreviewRuntimeError {
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
}

export interface PreviewConsoleLine {
  level: PreviewConsoleLevel;
  text: string;
}

/** What the preview learned about the component, for the scorecard and the playground. */
export interface LivePreviewReport {
  /** The component mounted and painted. */
  rendered: boolean;
  runtimeError: PreviewRuntimeError | null;
  /** axe-core's WCAG 2.1 A/AA violations in the frame's current theme; null until checked. */
  axe: PreviewAxeViolation[] | null;
  console: PreviewConsoleLine[];
}

export type PreviewPhase = 'loading' | 'rendered' | 'failed' | 'timed-out';

export interface PreviewState {
  phase: PreviewPhase;
  report: LivePreviewReport;
  /** The content's height in CSS pixels, as the frame last reported it. */
  height: number | null;
}

/** The console lines kept per preview; older ones are dropped. */
const MAX_CONSOLE_LINES = 100;

export const initialPreviewState = (): PreviewState => ({
  phase: 'loading',
  report: { rendered: false, runtimeError: null, axe: null, console: [] },
  height: null,
});

export type PreviewEvent = FrameMessage | { type: 'timeout' } | { type: 'restart' };

export function previewReducer(state: PreviewState, event: PreviewEvent): PreviewState {
  switch (event.type) {
    case 'restart':
      return initialPreviewState();
    case 'timeout':
      return state.phase === 'loading' ? { ...state, phase: 'timed-out' } : state;
    case 'rendered':
      return {
        ...state,
        phase: state.phase === 'failed' ? 'failed' : 'rendered',
        height: event.height,
        report: { ...state.report, rendered: true },
      };
    case 'resize':
      return { ...state, height: event.height };
    case 'runtime-error':
      return {
        ...state,
        phase: 'failed',
        report: {
          ...state.report,
          runtimeError: state.report.runtimeError ?? {
            message: event.message,
            file: event.file,
            line: event.line,
            column: event.column,
          },
        },
      };
    case 'console':
      return {
        ...state,
        report: {
          ...state.report,
          console: [...state.report.console, { level: event.level, text: event.text }].slice(
            -MAX_CONSOLE_LINES,
          ),
        },
      };
    case 'axe':
      return { ...state, report: { ...state.report, axe: event.violations } };
    default:
      return state;
  }
}

/** A runtime error in the shape compile problems have, for "Fix with AI". */
export const runtimeProblem = (error: PreviewRuntimeError): PreviewProblem => ({
  file: error.file,
  line: error.line,
  column: error.column,
  message: error.message,
});

/** "file:line:column", as far as each is known. */
export const problemLocation = (problem: PreviewProblem): string | null =>
  problem.file === null
    ? null
    : [problem.file, problem.line, problem.line === null ? null : problem.column]
        .filter((part) => part !== null)
        .join(':');
