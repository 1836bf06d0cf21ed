/**
 * The one way the app and the sandboxed preview frame talk: `postMessage` carrying these shapes,
 * checked with these schemas on both sides. Every message names the channel and the build it
 * belongs to, so a message from another window, or from an earlier build, is dropped. This
 * module imports only zod: the frame's runtime bundles it.
 */
import { z } from 'zod';

export const PREVIEW_CHANNEL = 'kiln-preview';

const envelope = {
  channel: z.literal(PREVIEW_CHANNEL),
  build: z.string().min(1).max(100),
};
const text = (max: number) => z.string().max(max);
const location = {
  file: text(300).nullable(),
  line: z.number().int().nonnegative().nullable(),
  column: z.number().int().nonnegative().nullable(),
};

export const previewAxeViolationSchema = z.object({
  id: text(200),
  impact: z.enum(['minor', 'moderate', 'serious', 'critical']).nullable(),
  help: text(1000),
  targets: z.array(text(1000)).max(50),
});
export type PreviewAxeViolation = z.infer<typeof previewAxeViolationSchema>;

export const previewConsoleLevelSchema = z.enum(['log', 'info', 'warn', 'error', 'debug']);
export type PreviewConsoleLevel = z.infer<typeof previewConsoleLevelSchema>;

/** Frame → app. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  /** The frame's script runs and listens; the app may now send theme and inputs. */
  z.object({ ...envelope, type: z.literal('ready') }),
  /** The component mounted and painted once. */
  z.object({
    ...envelope,
    type: z.literal('rendered'),
    width: z.number().nonnegative(),
    height: z.number().nonnegative(),
  }),
  /** The document's height changed (for a frame sized to its content). */
  z.object({ ...envelope, type: z.literal('resize'), height: z.number().nonnegative() }),
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
    violations: z.array(previewAxeViolationSchema).max(200),
  }),
  /** An Angular output emitted, or a React callback prop was called. */
  z.object({ ...envelope, type: z.literal('output'), name: text(200), payload: z.unknown() }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

export const previewThemeSchema = z.enum(['light', 'dark']);
export type PreviewTheme = z.infer<typeof previewThemeSchema>;

/** App → frame. */
export const parentMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('set-theme'), theme: previewThemeSchema }),
  /** Applied to the root component's inputs (Angular) or props (React) without a reload. */
  z.object({
    ...envelope,
    type: z.literal('set-inputs'),
    inputs: z.record(z.string().max(200), z.unknown()),
  }),
  z.object({ ...envelope, type: z.literal('run-axe') }),
]);
export type ParentMessage = z.infer<typeof parentMessageSchema>;

type Body<M> = M extends unknown ? Omit<M, 'channel' | 'build'> : never;
export type FrameMessageBody = Body<FrameMessage>;
export type ParentMessageBody = Body<ParentMessage>;
