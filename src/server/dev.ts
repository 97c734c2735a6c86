// `npm run dev` (docs/decisions/0218): the shop's own server, its database and its API, as
// `npm start` runs them, with pages and browser files from Vite, which follows the sources (hot
// reload). First: the libraries imported below read NODE_ENV as they load.
import './development-mode.ts';
import { startViteBuild } from './dev/vite-build.ts';
import { startServer } from './start-server.ts';

startServer(startViteBuild);
