/**
 * Runs inside a worker thread of the pool: a preview build (validate, then compile and bundle),
 * whose TypeScript declarations and validator stay warm in this thread between tasks.
 */
import type { PreviewBuildBody } from '@kiln/contract';
import { compilePreview, type PreviewCompileResult } from './preview/compile';
import { lowerThreadPriority } from './thread-priority';

lowerThreadPriority();

export default function runPreviewBuild(body: PreviewBuildBody): Promise<PreviewCompileResult> {
  return compilePreview(body);
}
