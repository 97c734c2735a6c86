/**
 * French typography in the source (ADR 0116): rewrites the shop's own strings — string and template
 * literals and JSX text of src/web, src/shared and the server code whose words reach people — with
 * `frenchSpacing`, so the narrow no-break space is in the text itself and costs no JavaScript.
 * `npm exec tsx scripts/french-spacing.ts` writes the files;
 * src/shared/format/typography.test.ts fails on any literal left with an ordinary space.
 * Regular expressions are left alone (a space before `?` is code there).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { frenchSpacing } from '../src/shared/format/typography.ts';

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

export interface SpacingFix {
  start: number;
  end: number;
  before: string;
  after: string;
}

/** The literals of a TypeScript source that `frenchSpacing` would change. */
export function spacingFixes(fileName: string, source: string): SpacingFix[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const fixes: SpacingFix[] = [];
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) {
      // Module specifiers are paths, not text.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
        // JSX text starts where the previous tag ends: its leading space is text too.
        const start = ts.isJsxText(node) ? node.pos : node.getStart(file);
        const before = source.slice(start, node.end);
        const after = frenchSpacing(before);
        if (after !== before) fixes.push({ start, end: node.end, before, after });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return fixes;
}

export function applyFixes(source: string, fixes: readonly SpacingFix[]): string {
  let out = source;
  for (const fix of [...fixes].sort((a, b) => b.start - a.start))
    out = out.slice(0, fix.start) + fix.after + out.slice(fix.end);
  return out;
}

/** Every .ts/.tsx file under `dir`, generated route types excepted. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('+types'))
    .map((e) => join(e.parentPath, e.name));
}

/** Server code whose words reach shoppers and the admin (answers, e-mails), not logs or the CLI. */
export const SERVER_TEXT = [
  'src/server/auth',
  'src/server/admin',
  'src/server/orders',
  'src/server/stock',
  'src/server/http',
  'src/server/contact',
  'src/server/cart',
  'src/server/promo',
  'src/server/messaging',
  'src/server/static',
];

/** Operator messages (command line, logs, configuration and build checks) keep plain spaces. */
const OPERATOR_FILES = [
  'src/server/admin/cli.ts',
  'src/server/admin/admin-accounts.ts',
  'src/server/http/log.ts',
  'src/server/http/public-url.ts',
  'src/server/auth/secret-box.ts',
  'src/shared/art/color.ts',
  'src/shared/art/svg-checks.ts',
  'src/shared/config/shop-settings-env.ts',
];

/** Whether a file (relative to the project) holds the shop's own words. */
export function isShopText(file: string): boolean {
  return !/\.test\.tsx?$/.test(file) && !OPERATOR_FILES.includes(file.replaceAll('\\', '/'));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const root = join(import.meta.dirname, '..');
  let changed = 0;
  // The shop's code; tests keep their words as written (Testing Library and Playwright compare
  // text with its spaces normalised) and compare exact strings through `frenchSpacing`.
  const files = ['src/web', 'src/shared', ...SERVER_TEXT].flatMap((d) =>
    sourceFiles(join(root, d)),
  );
  for (const file of files.filter((f) => isShopText(relative(root, f)))) {
    const source = readFileSync(file, 'utf8');
    const fixes = spacingFixes(file, source);
    if (fixes.length === 0) continue;
    writeFileSync(file, applyFixes(source, fixes));
    changed += fixes.length;
    console.log(`${relative(root, file)} : ${fixes.length}`);
  }
  console.log(`Typographie : ${changed} texte(s) corrigé(s).`);
}
