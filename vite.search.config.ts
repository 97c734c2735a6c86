import { defineConfig } from 'vite';
import { APP_ALIAS, APP_DEFINE } from './vite.config.ts';

// The server's half of the search page (ADR 0094): src/web/search-ssr.tsx built for Node into
// <BUILD_DIR>/search/, which the server loads to write a query's results into /recherche. React
// and React Router stay in node_modules (BUILD_DIR is inside the checkout).
export default defineConfig({
  define: APP_DEFINE,
  resolve: { alias: APP_ALIAS },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/web/search-ssr.tsx',
    outDir: `${process.env.BUILD_DIR || 'build'}/search`,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'search-ssr.js' } },
  },
});
