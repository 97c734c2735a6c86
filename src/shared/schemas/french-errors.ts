import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';

/**
 * zod's own messages (a wrong type, say) in French, for every schema that does not set its own.
 * The server imports it at start; schemas import it through `./zod.ts`, so the browser sets it as
 * soon as it loads a schema.
 */
z.config(fr());
