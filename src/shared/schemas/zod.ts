// zod with its own messages in French (see french-errors.ts). Shared schemas and browser code take
// `z` from here, never from 'zod' itself (ESLint enforces it in src/shared and src/web): the French
// messages then come with the first schema a page loads, in the browser as on the server, and a page
// that uses no schema (the storefront's first load) downloads neither zod nor the French messages.
import './french-errors.ts';

export { z } from 'zod';
