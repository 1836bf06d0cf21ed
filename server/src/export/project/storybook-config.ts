import type { ProjectFamily } from './family';
import type { ProjectFile } from './types';

/** `.storybook/main.ts` for a project exported with stories: where they are, which renderer. */
export const storybookFiles = (framework: ProjectFamily): ProjectFile[] => [
  {
    path: '.storybook/main.ts',
    content:
      framework === 'angular'
        ? `import type { StorybookConfig } from '@storybook/angular';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.ts'],
  framework: { name: '@storybook/angular', options: {} },
};
export default config;
`
        : `import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
};
export default config;
`,
  },
];
