import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { marked } from 'marked';

/** The owner's guide, written in the repository (docs/guide-proprietaire.md) and read at start. */
const GUIDE_FILE = new URL('../../../docs/guide-proprietaire.md', import.meta.url);

export const OWNER_GUIDE_PATH = '/admin/guide';

/**
 * The whole page: the guide's HTML with a few lines of CSS sized for a phone, and a way back to
 * the dashboard. Not a React page: plain text that any browser reads, printable, no script.
 */
export function ownerGuidePage(markdown: string): string {
  const body = marked.parse(markdown, { async: false });
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Guide de la propriétaire · LAGUNE</title>
<style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#fff}
main{max-width:44rem;margin:0 auto;padding:1rem 1.1rem 3rem}
h1{font-size:1.6rem;line-height:1.25}h2{font-size:1.25rem;margin-top:2rem;border-top:1px solid #ddd;padding-top:1rem}
a{color:#0a5c7a}li{margin:.3rem 0}code{background:#f2f2f2;padding:0 .25rem;border-radius:3px;font-size:.95em}
nav{padding:.8rem 1.1rem;border-bottom:1px solid #ddd;max-width:44rem;margin:0 auto}
nav a{display:inline-block;min-height:44px;line-height:44px;font-weight:600}
@media print{nav{display:none}}
</style>
</head>
<body>
<nav><a href="/admin/dashboard">← Retour au tableau de bord</a></nav>
<main>
${body}
</main>
</body>
</html>
`;
}

export async function ownerGuideRoutes(app: FastifyInstance) {
  const page = ownerGuidePage(await readFile(GUIDE_FILE, 'utf8'));
  app.get(OWNER_GUIDE_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
}
