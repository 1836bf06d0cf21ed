import { projectFamilyOf, type AiFramework } from '@kiln/contract';
import { frameworks } from '../../lib/frameworks';

const labels: Record<AiFramework, string> = {
  angular: 'Angular 21',
  react: 'React 19 (Vite)',
  'react-ds': 'React 19 + Kiln design system (Vite)',
};

/** Every framework of the contract starts a project (the server accepts each), with its label. */
export const starterFrameworks = frameworks.map((value) => ({ value, label: labels[value] }));

/** Saved components a starter can hold: its family's (React and react-ds go together), as the server allows. */
export const includableIn = <T extends { framework: AiFramework }>(
  framework: AiFramework,
  saved: readonly T[],
): T[] => saved.filter((item) => projectFamilyOf(item.framework) === projectFamilyOf(framework));
