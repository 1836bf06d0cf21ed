import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/routes';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // The server (server/src/static) serves the prerendered pages by path and this build's SPA
  // fallback for every other path, so no server rendering is needed at run time.
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
