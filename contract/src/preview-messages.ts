/**
 * The one way the app and the sandboxed preview frame talk: `postMessage` carrying these shapes,
 * checked with these schemas on both sides. Every message names the channel, the build and the
 * mount it belongs to: a frame keeps its framework's runtime loaded and mounts one build after
 * another, so a message from another window, or from an earlier build or mount, is dropped. This
 * module imports only zod's tree-shakable build (`zod/mini`): the frame's runtime bundles it.
 */
import * as z from 'zod/mini';

export const PREVIEW_CHANNEL = 'kiln-preview';

/**
 * Where a shell is served (`<this><framework>`): a frame's document that loads the framework's
 * runtime and then mounts the builds it is sent.
 */
export const PREVIEW_SHELL_PATH = '/preview/shell/';

/** A build's id, as `mount` names it: the frame makes the build's script address from it. */
const buildId = z.string().check(z.regex(/^[a-f0-9]{64}$/));
const envelope = {
  channel: z.literal(PREVIEW_CHANNEL),
  /** The build the message is about; empty in the `ready` of a frame that has none yet. */
  build: z.string().check(z.maxLength(100)),
  /** The app's nonce for one mount of a build; empty for a document that loaded its own build. */
  mount: z.string().check(z.maxLength(100)),
};
const text = (max: number) => z.string().check(z.maxLength(max));
const location = {
  file: z.nullable(text(300)),
  line: z.nullable(z.int().check(z.nonnegative())),
  column: z.nullable(z.int().check(z.nonnegative())),
};

export const previewAxeViolationSchema = z.object({
  id: text(200),
  impact: z.nullable(z.enum(['minor', 'moderate', 'serious', 'critical'])),
  help: text(1000),
  targets: z.array(text(1000)).check(z.maxLength(50)),
});
export type PreviewAxeViolation = z.infer<typeof previewAxeViolationSchema>;

export const previewConsoleLevelSchema = z.enum(['log', 'info', 'warn', 'error', 'debug']);
export type PreviewConsoleLevel = z.infer<typeof previewConsoleLevelSchema>;

/**
 * An element picked in design mode, described by what the app can find it by: its tag, its own
 * text (or, for a form control, its label's), its role, and which of the elements with that text
 * it is (0-based, in document order).
 */
export const designTargetSchema = z.object({
  tag: text(40),
  text: text(500),
  role: z.nullable(text(40)),
  nth: z.int().check(z.nonnegative()),
});
export type DesignTarget = z.infer<typeof designTargetSchema>;

/** Frame → app. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  /** The frame's runtime runs and listens; the app may now mount a build (about the frame, not a mount). */
  z.object({ ...envelope, type: z.literal('ready') }),
  /** The component mounted and painted once. */
  z.object({
    ...envelope,
    type: z.literal('rendered'),
    width: z.number().check(z.nonnegative()),
    height: z.number().check(z.nonnegative()),
  }),
  /** The document's height changed (for a frame sized to its content). */
  z.object({ ...envelope, type: z.literal('resize'), height: z.number().check(z.nonnegative()) }),
  z.object({ ...envelope, type: z.literal('runtime-error'), message: text(4000), ...location }),
  z.object({
    ...envelope,
    type: z.literal('console'),
    level: previewConsoleLevelSchema,
    text: text(4000),
  }),
  z.object({
    ...envelope,
    type: z.literal('axe'),
    violations: z.array(previewAxeViolationSchema).check(z.maxLength(200)),
  }),
  /** An Angular output emitted, or a React callback prop was called. */
  z.object({ ...envelope, type: z.literal('output'), name: text(200), payload: z.unknown() }),
  /** Design mode: the person picked this element (click, or Enter on it). */
  z.object({ ...envelope, type: z.literal('design-select'), target: designTargetSchema }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

export const previewThemeSchema = z.enum(['light', 'dark']);
export type PreviewTheme = z.infer<typeof previewThemeSchema>;

/** App → frame. */
export const parentMessageSchema = z.discriminatedUnion('type', [
  /**
   * Unmount what the frame shows and mount this build (its script from the builds path), with the
   * theme and inputs to start with; the frame's later messages carry this build and mount nonce.
   */
  z.object({
    ...envelope,
    build: buildId,
    mount: z.string().check(z.minLength(1), z.maxLength(100)),
    type: z.literal('mount'),
    theme: previewThemeSchema,
    inputs: z.record(text(200), z.unknown()),
  }),
  z.object({ ...envelope, type: z.literal('set-theme'), theme: previewThemeSchema }),
  /** Applied to the root component's inputs (Angular) or props (React) without a reload. */
  z.object({
    ...envelope,
    type: z.literal('set-inputs'),
    inputs: z.record(text(200), z.unknown()),
  }),
  z.object({ ...envelope, type: z.literal('run-axe') }),
  /** Design mode on: hovering outlines elements, clicking (or Tab and Enter) picks one; off: the component works as usual. */
  z.object({ ...envelope, type: z.literal('design-mode'), on: z.boolean() }),
]);
export type ParentMessage = z.infer<typeof parentMessageSchema>;

type Body<M> = M extends unknown ? Omit<M, 'channel' | 'build' | 'mount'> : never;
export type FrameMessageBody = Body<FrameMessage>;
export type ParentMessageBody = Body<ParentMessage>;
