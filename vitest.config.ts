import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  test: {
    projects: [
      // Logic behind the docs pages (contrast maths), in Node: it needs no browser.
      {
        test: { name: 'stories-unit', include: ['stories/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) }),
        ],
        // Everything the preview and the stories import on first load: discovered late, Vite would
        // re-optimise and reload the page in the middle of a run, failing whichever story was running.
        optimizeDeps: {
          include: [
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
            // CodeBlock loads these lazily; listed so the first highlighted story does not trigger a re-optimise.
            'shiki/core',
            'shiki/engine/javascript',
            'shiki/themes/github-light-default.mjs',
            'shiki/themes/github-dark-default.mjs',
            'shiki/langs/typescript.mjs',
            'shiki/langs/tsx.mjs',
            'shiki/langs/html.mjs',
            'shiki/langs/scss.mjs',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: chromiumFlags,
              },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
