import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/shared/routes/prerender-paths.ts';

export default {
  appDirectory: 'src/web',
  // LAGUNE_BUILD_DIR lets parallel builds (tests, benches) write to their own folder.
  buildDirectory: process.env.LAGUNE_BUILD_DIR ?? 'build',
  // Every public route is prerendered to HTML so it works before JavaScript
  // arrives and shares well; the app then hydrates as an SPA.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
