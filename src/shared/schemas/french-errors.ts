import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';

/**
 * zod's own messages (a wrong type, say) in French, for every schema that does not set its own.
 * Imported once by the server and once by the browser's entry, so both speak French.
 */
z.config(fr());
