import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const storybookConfigDir = fileURLToPath(new URL('.storybook', import.meta.url));

// Everything the preview and the stories import, including the design system's lazy chunks
// (shiki): discovered late, Vite would re-optimise and reload the page in the middle of a run,
// failing whichever story was running.
const earlyDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'storybook/test',
  'storybook/preview-api',
  '@storybook/react-vite',
  '@storybook/addon-a11y/preview',
  '@storybook/addon-docs/preview',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'lucide-react',
  '@radix-ui/react-slot',
  '@radix-ui/react-avatar',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-label',
  '@radix-ui/react-progress',
  '@radix-ui/react-select',
  '@radix-ui/react-switch',
  '@radix-ui/react-tabs',
  '@radix-ui/react-toast',
  '@radix-ui/react-tooltip',
  'shiki/core',
  'shiki/engine/javascript',
  'shiki/langs/html.mjs',
  'shiki/langs/scss.mjs',
  'shiki/langs/tsx.mjs',
  'shiki/langs/typescript.mjs',
  'shiki/themes/github-dark-default.mjs',
  'shiki/themes/github-light-default.mjs',
];

/** Stories as tests in headless Chromium: render, play function, then axe (a11y.test = 'error'). */
function storybookProject(
  name: string,
  options: { theme: 'light' | 'dark'; testNamePattern?: RegExp },
): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({ configDir: storybookConfigDir, initialGlobals: { theme: options.theme } }),
    ],
    optimizeDeps: { include: earlyDependencies },
    test: {
      name,
      ...(options.testNamePattern ? { testNamePattern: options.testNamePattern } : {}),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: chromiumFlags,
          },
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Logic behind the docs pages (contrast maths), in Node: it needs no browser.
      {
        test: { name: 'stories-unit', include: ['stories/**/*.test.ts'], environment: 'node' },
      },
      storybookProject('storybook', { theme: 'light' }),
      // Dark mode gets its own contrast check where it pays most: each component's Matrix story
      // renders every variant × size × state, so axe sees every colour pair in the dark theme.
      storybookProject('storybook-dark', { theme: 'dark', testNamePattern: /^Matrix$/ }),
    ],
  },
});
