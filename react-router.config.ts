import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/shared/routes/prerender-paths.ts';

export default {
  appDirectory: 'src/web',
  // BUILD_DIR, the same variable the server serves from (tests and benches use their own folder).
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Every public route is prerendered to HTML so it works before JavaScript
  // arrives and shares well; the app then hydrates as an SPA.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
