import type { AiFramework, AiGeneratedFile } from '@kiln/contract';
import type { ScorecardData } from '@kiln/design-system';

/** React answers have .tsx/.jsx files; everything else Kiln generates is Angular. */
export const frameworkOfFiles = (files: readonly AiGeneratedFile[]): AiFramework =>
  files.some((file) => /\.[jt]sx$/i.test(file.path)) ? 'react' : 'angular';

/** Every row "not checked" with the same reason: while checks load, or when they could not run. */
export const scorecardWithReason = (reason: string): ScorecardData => {
  const row = { status: 'unchecked' as const, reason };
  return { compiles: row, renders: row, accessible: { ...row, violations: [] }, safe: row };
};
