/**
 * CSV for French Excel and LibreOffice (docs/decisions/0043): UTF-8 with a byte-order mark (or
 * Excel reads the accents as Latin-1), `;` between cells (`,` is the French decimal comma), CRLF
 * between rows. A cell holding `;`, a quote, a line break or outer spaces is quoted, its quotes
 * doubled (RFC 4180). A text cell that a spreadsheet would run as a formula (starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return) gets a leading `'` (OWASP "CSV injection"): a
 * customer named `=HYPERLINK(…)` stays text. Numbers are written as plain digits.
 */

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header row, data rows, each row ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** `attachment; filename=…` with today's date in Abidjan, ASCII only (no encoding needed). */
export function csvDisposition(base: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Abidjan',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `attachment; filename="${base}-${day}.csv"`;
}

/** 'JJ/MM/AAAA HH:MM' in Abidjan, as the dashboard shows dates. */
export function csvDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Africa/Abidjan',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
