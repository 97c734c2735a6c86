import { defineConfig } from 'drizzle-kit';

// One migrations folder serves both drivers (PGlite and node-postgres); it is committed and
// applied automatically at server start (src/server/db/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
