// Imported first by dev.ts: React and React Router pick their development build from NODE_ENV
// when first loaded (hooks' warnings, hot reload), as Vite's modules in the browser do.
process.env.NODE_ENV ||= 'development';
