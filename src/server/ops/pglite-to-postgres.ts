// A backup of the embedded database (PGlite) restored into a PostgreSQL server: how a shop that
// started with `npm start` moves to a server, for several instances (README, Backups).
//
// The two engines keep their data in different formats (a data folder's dump, pg_dump's archive),
// so the move goes through rows: the backup is opened in a temporary folder and brought to this
// code's schema by the same migrations as the target, then every row of the shop's tables is copied
// in one transaction on the target, parents before children, identity sequences set past the
// copied rows, and the row counts compared before committing: if anything fails, no row is
// written (the schema the migrations made stays, so a new try needs --force).
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, queryRows } from '../db/database.ts';

/** Rows sent to the server per statement (each batch travels as one JSON parameter). */
const BATCH_ROWS = 500;

export type MoveResult = {
  /** Rows copied per table, in the order they were copied. */
  copied: { table: string; rows: number }[];
  /** Tables of the backup that the migrations do not create (made by hand): not copied. */
  skipped: string[];
};

const quote = pg.escapeIdentifier;

/** Tables in an order where every table comes after the tables its foreign keys point to. */
function parentsFirst(tables: string[], references: { child: string; parent: string }[]) {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return; // a cycle: its FKs are checked at commit
    visiting.add(table);
    for (const { child, parent } of references)
      if (child === table && parent !== table && tables.includes(parent)) visit(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

/**
 * Restores the PGlite backup `file` into the PostgreSQL database at `databaseUrl`, which the caller
 * has checked is empty (or emptied with --force).
 */
export async function restorePgliteIntoPostgres(
  file: string,
  databaseUrl: string,
): Promise<MoveResult> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'lagune-move-'));
  try {
    // The backup, unpacked into its own folder and migrated to this code's schema.
    const unpacked = await PGlite.create({
      dataDir: path.join(work, 'pglite'),
      loadDataDir: new Blob([await readFile(file)]),
    });
    await unpacked.close();
    const source = await createDatabase({ dataDir: work });
    try {
      // The target gets the same schema from the same migrations.
      const migrated = await createDatabase({ dataDir: work, databaseUrl });
      await migrated.close();

      const sourceTables = (await queryRows<{ name: string }>(source.db, sql.raw(TABLES_SQL))).map(
        (r) => r.name,
      );

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const targetTables = (await client.query<{ name: string }>(TABLES_SQL)).rows.map(
          (r) => r.name,
        );
        const shared = sourceTables.filter((t) => targetTables.includes(t));
        const skipped = sourceTables.filter((t) => !targetTables.includes(t)).sort();
        const references = (await client.query<{ child: string; parent: string }>(REFERENCES_SQL))
          .rows;
        const order = parentsFirst(shared, references);

        await client.query('begin');
        try {
          // Rows the migrations themselves wrote are in the backup too (it was migrated as well).
          if (order.length > 0)
            await client.query(`truncate table ${order.map(quote).join(', ')} restart identity`);
          const copied: MoveResult['copied'] = [];
          for (const table of order) {
            const columns = (
              await client.query<{ name: string }>(WRITABLE_COLUMNS_SQL, [table])
            ).rows.map((r) => quote(r.name));
            const rows = await queryRows<{ row: string }>(
              source.db,
              sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
            );
            for (let start = 0; start < rows.length; start += BATCH_ROWS) {
              const batch = `[${rows
                .slice(start, start + BATCH_ROWS)
                .map((r) => r.row)
                .join(',')}]`;
              await client.query(
                `insert into ${quote(table)} (${columns.join(', ')}) overriding system value
                 select ${columns.join(', ')} from json_populate_recordset(null::${quote(table)}, $1::json)`,
                [batch],
              );
            }
            const { rows: counted } = await client.query<{ n: string }>(
              `select count(*) as n from ${quote(table)}`,
            );
            if (Number(counted[0]!.n) !== rows.length)
              throw new Error(`${table} : ${counted[0]!.n} lignes copiées sur ${rows.length}`);
            copied.push({ table, rows: rows.length });
          }
          // Serial and identity columns continue after the highest copied value.
          const sequences = (
            await client.query<{ tbl: string; col: string; seq: string }>(SEQUENCES_SQL)
          ).rows.filter((s) => order.includes(s.tbl));
          for (const { tbl, col, seq } of sequences)
            await client.query(
              `select setval($1::regclass, coalesce((select max(${quote(col)}) from ${quote(tbl)}), 0) + 1, false)`,
              [seq],
            );
          await client.query('commit');
          return { copied, skipped };
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        }
      } finally {
        await client.end();
      }
    } finally {
      await source.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const TABLES_SQL = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE'`;

const REFERENCES_SQL = `select child.relname as child, parent.relname as parent
  from pg_constraint c
  join pg_class child on child.oid = c.conrelid
  join pg_class parent on parent.oid = c.confrelid
  join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname = 'public'`;

/** Columns a row can be written into (generated columns are computed by the server). */
const WRITABLE_COLUMNS_SQL = `select column_name as name from information_schema.columns
  where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
  order by ordinal_position`;

const SEQUENCES_SQL = `select c.table_name as tbl, c.column_name as col,
    pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
  from information_schema.columns c
  where c.table_schema = 'public'
    and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`;
