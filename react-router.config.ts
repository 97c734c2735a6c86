import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // BUILD_DIR, the same variable the server serves from (tests and benches use their own folder).
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Pages are rendered by the Fastify server through React Router's request handler and kept in
  // its page cache (src/server/pages/, ADR 0096): they work before JavaScript arrives, and follow
  // what the shop owner changes without a rebuild.
  ssr: true,
} satisfies Config;
