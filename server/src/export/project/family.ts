import { projectFamilyOf, type AiFramework, type ProjectFamily } from '@kiln/contract';

/** The kind of project a component runs in (the contract's rule): react-ds goes with React. */
export const familyOf = projectFamilyOf;
export type { ProjectFamily };

/** How a component's framework is named in its README. */
export const frameworkTitle = (framework: AiFramework): string =>
  framework === 'angular'
    ? 'Angular 21'
    : framework === 'react-ds'
      ? 'React 19 + Kiln design system'
      : 'React 19';
