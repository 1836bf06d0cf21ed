import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineMain } from '@storybook/react-vite/node';
import { mergeConfig } from 'vite';

// Stories import the design system from source so Storybook never waits for (or tests a stale)
// package build; the exact-match regex leaves subpaths such as '/styles.css' to the package.
const designSystemSource = fileURLToPath(new URL('../design-system/src/index.ts', import.meta.url));

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The theme toolbar paints the canvas from the tokens; a second background picker would fight it.
  features: { backgrounds: false },
  viteFinal: (config) =>
    mergeConfig(config, {
      plugins: [tailwindcss()],
      resolve: { alias: [{ find: /^@kiln\/design-system$/, replacement: designSystemSource }] },
      // Storybook's own manager and docs chunks are large by nature; the warning says nothing about ours.
      build: { chunkSizeWarningLimit: 1500 },
    }),
});
