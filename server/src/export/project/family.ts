import type { AiFramework } from '@kiln/contract';

/** The kind of project a component runs in: react-ds is React written with Kiln's design system. */
export type ProjectFamily = 'angular' | 'react';

export const familyOf = (framework: AiFramework): ProjectFamily =>
  framework === 'angular' ? 'angular' : 'react';

/** How a component's framework is named in its README. */
export const frameworkTitle = (framework: AiFramework): string =>
  framework === 'angular'
    ? 'Angular 21'
    : framework === 'react-ds'
      ? 'React 19 + Kiln design system'
      : 'React 19';
