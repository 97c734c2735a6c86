// `npm start`'s server (scripts/start.mjs). First: the libraries imported below read NODE_ENV as
// they load.
import './production-mode.ts';
import { startServer } from './start-server.ts';

startServer();
