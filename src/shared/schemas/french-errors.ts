import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';

/**
 * zod's own messages (a wrong type, say) in French, for every schema that does not set its own.
 * The server imports it at start; schemas import it through `./zod.ts`, so the browser sets it as
 * soon as it loads a schema.
 */
z.config(fr());

// In the browser, no compiled parsers: the shop's CSP has no 'unsafe-eval', so zod's JIT could not
// run anyway, and its probe (`new Function('')`, caught) is still reported as a CSP violation
// (Chrome's Issues panel, Lighthouse best practices). Set before any schema is built: the probe's
// answer is kept. The server keeps the JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });
