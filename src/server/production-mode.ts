// Imported first by main.ts, before anything that loads React: React (and the server build's
// React Router) pick their development or production build from NODE_ENV when first loaded. Left
// unset, `npm start` rendered every page with React's development build, about twice the render
// time of a cache miss (a CPU profile showed its element validation and task tracking on top).
// The config defaults NODE_ENV to production (config.ts); this makes the libraries agree.
process.env.NODE_ENV ||= 'production';
