import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The Drizzle database of either driver (PGlite or node-postgres), typed by the shop's schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
