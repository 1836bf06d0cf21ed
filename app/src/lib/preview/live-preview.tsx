import * as React from 'react';
import {
  PREVIEW_TIMEOUT_MS,
  type AiFramework,
  type AiGeneratedFile,
  type DesignTarget,
  type FrameMessage,
  type PreviewProblem,
  type PreviewTheme,
} from '@kiln/contract';
import { Spinner } from '@kiln/design-system';
import { isBusyFailure } from '../checks/busy';
import { describeError } from '../error-message';
import { usePreviewFrame } from './frame-channel';
import { appTheme } from './frame-pool';
import { usePreviewBuild, type PreviewBuilder } from './post-preview-build';
import { PreviewProblems } from './preview-problems';
import {
  initialPreviewState,
  previewReducer,
  runtimeProblem,
  type LivePreviewReport,
} from './preview-state';
import { PreviewToolbar, type PreviewViewport } from './preview-toolbar';

export type LivePreviewProps = {
  framework: AiFramework;
  files: AiGeneratedFile[];
  /** Applied to the component's inputs (Angular) or props (React) without reloading the frame. */
  inputs?: Record<string, unknown>;
  /** An Angular output emitted or a React callback prop was called, with its payload. */
  onOutput?: (name: string, payload: unknown) => void;
  /** Called whenever what the preview knows changes: rendered, runtime error, axe, console. */
  onReport?: (report: LivePreviewReport) => void;
  /** Shows "Fix with AI" under compile and runtime problems. */
  onFixWithAi?: (problems: PreviewProblem[]) => void;
  /** Names the frame for assistive technology ("Preview of …"). */
  label?: string;
  /** The code is a "Fix with AI" repair: a failure then says the repair did not fix it. */
  repaired?: boolean;
  /** Builds through this instead of posting `files` (which still name what is shown). */
  builder?: PreviewBuilder;
  /**
   * Design mode: while `on`, hovering outlines the component's parts and clicking one (or Tab
   * and Enter) picks it instead of using it.
   */
  design?: { on: boolean; onSelect: (target: DesignTarget) => void };
  /**
   * A small preview among others (variants side by side): no toolbar, the component drawn at a
   * desktop width and zoomed out to fit, so a layout that changes at the narrow breakpoint shows.
   */
  compact?: boolean;
};

/** The width a compact preview draws at: past the generated components' 640 px breakpoint. */
const COMPACT_WIDTH = 720;

/** The frame's content never sits flush against its border. */
const MIN_HEIGHT = 240;

/**
 * The live preview: the component compiled on the server and run in a sandboxed iframe (scripts
 * only, an opaque origin: no access to Kiln's storage, cookies or API), with viewport, zoom,
 * theme, reload and full-screen controls, and its compile or runtime problems listed beneath.
 */
export function LivePreview({
  framework,
  files,
  inputs,
  onOutput,
  onReport,
  onFixWithAi,
  label = 'the component',
  repaired = false,
  builder,
  design,
  compact = false,
}: LivePreviewProps) {
  const build = usePreviewBuild(framework, files, builder);
  // A build that did not compile has no frame to mount in.
  const buildId = build.data?.frameUrl ? build.data.id : null;
  const slot = React.useRef<HTMLDivElement>(null);
  const stage = React.useRef<HTMLDivElement>(null);
  const [state, dispatch] = React.useReducer(previewReducer, undefined, initialPreviewState);
  const [viewport, setViewport] = React.useState<PreviewViewport>('fit');
  const [chosenZoom, setZoom] = React.useState(1);
  const [theme, setTheme] = React.useState<PreviewTheme>(appTheme);
  const [generation, setGeneration] = React.useState(0);
  const [stageWidth, setStageWidth] = React.useState(0);
  const latest = React.useRef({ theme, inputs, onOutput, design });
  React.useEffect(() => {
    latest.current = { theme, inputs, onOutput, design };
  });

  const zoom = compact && stageWidth ? Math.min(1, stageWidth / COMPACT_WIDTH) : chosenZoom;
  const width = viewport === 'fit' ? Math.max(320, stageWidth / zoom) : Number(viewport);
  const height = Math.max(MIN_HEIGHT, state.height ?? 0);
  const { send } = usePreviewFrame({
    slot,
    framework,
    generation,
    build: buildId,
    initial: () => ({ theme: latest.current.theme, inputs: latest.current.inputs ?? {} }),
    onMessage: (message: FrameMessage) => {
      if (message.type === 'output') latest.current.onOutput?.(message.name, message.payload);
      else if (message.type === 'design-select') latest.current.design?.onSelect(message.target);
      dispatch(message);
    },
    title: `Preview of ${label}`,
    size: { width, height, zoom },
  });

  // A new build or a reload starts over, and the render timeout runs again.
  React.useEffect(() => {
    dispatch({ type: 'restart' });
    if (!buildId) return;
    const timer = window.setTimeout(() => dispatch({ type: 'timeout' }), PREVIEW_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [buildId, generation]);

  React.useEffect(() => send({ type: 'set-theme', theme }), [send, theme]);
  React.useEffect(() => {
    if (inputs) send({ type: 'set-inputs', inputs });
  }, [send, inputs]);
  React.useEffect(() => onReport?.(state.report), [onReport, state.report]);
  // Told again once each mount renders: a reloaded frame starts with design mode off.
  const designOn = design?.on;
  const rendered = state.report.rendered;
  React.useEffect(() => {
    if (designOn !== undefined && rendered) send({ type: 'design-mode', on: designOn });
  }, [send, designOn, rendered]);

  React.useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setStageWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fullScreen = () => void stage.current?.requestFullscreen?.().catch(() => undefined);
  const problems = build.data?.problems ?? [];
  const runtimeError = state.report.runtimeError;

  return (
    <section
      aria-label={`Preview of ${label}`}
      className="flex min-w-0 flex-col gap-2"
      data-testid="live-preview"
    >
      {compact ? null : (
        <PreviewToolbar
          viewport={viewport}
          onViewport={setViewport}
          zoom={zoom}
          onZoom={setZoom}
          theme={theme}
          onTheme={setTheme}
          onReload={() => {
            // A build that failed on the server (a busy server, say) is asked for again.
            if (build.isError || problems.length) void build.refetch();
            setGeneration((value) => value + 1);
          }}
          onFullScreen={fullScreen}
        />
      )}
      <div
        ref={stage}
        // Focusable, so a keyboard can scroll the stage when the frame is zoomed past it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is operable
        tabIndex={0}
        className="relative w-full overflow-auto rounded-control border border-border bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        style={{ height: height * zoom + 2 }}
      >
        <div ref={slot} className={buildId ? undefined : 'invisible'} />
        {build.isPending || (buildId && state.phase === 'loading') ? (
          <div
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted-foreground"
            role="status"
          >
            <Spinner aria-hidden />
            {build.isPending
              ? isBusyFailure(build.failureReason)
                ? 'Kiln is busy — retrying the build…'
                : 'Compiling…'
              : 'Starting the preview…'}
          </div>
        ) : null}
      </div>
      {repaired && (problems.length || runtimeError || state.phase === 'timed-out') ? (
        <p className="text-sm font-medium text-destructive" data-testid="repair-failed">
          Repair did not fix it
        </p>
      ) : null}
      {build.isError ? (
        <PreviewProblems
          title="The preview could not be built"
          problems={[{ file: null, line: null, column: null, message: describeError(build.error) }]}
          onFixWithAi={undefined}
        />
      ) : null}
      {problems.length ? (
        <PreviewProblems
          title="The code does not compile"
          problems={problems}
          onFixWithAi={onFixWithAi}
        />
      ) : null}
      {runtimeError ? (
        <PreviewProblems
          title="The component failed while running"
          problems={[runtimeProblem(runtimeError)]}
          onFixWithAi={onFixWithAi}
        />
      ) : null}
      {state.phase === 'timed-out' ? (
        <PreviewProblems
          title="The preview did not render"
          problems={[
            {
              file: null,
              line: null,
              column: null,
              message: `The component did not render within ${PREVIEW_TIMEOUT_MS / 1000} seconds. Reload the preview to try again.`,
            },
          ]}
          onFixWithAi={onFixWithAi}
        />
      ) : null}
    </section>
  );
}
