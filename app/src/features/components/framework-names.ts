import type { AiFramework } from '@kiln/contract';

/** How a framework is named on screen. */
export const frameworkNames: Record<AiFramework, string> = { angular: 'Angular', react: 'React' };
