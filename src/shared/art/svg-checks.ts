/**
 * Problems that would make a generated SVG render wrongly or leak outside the page: duplicate
 * ids (two garments in one document), dangling url(#…)/href references, values that came out
 * as undefined/NaN, and external references. Empty list = fine. Used by the art tests.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const defined = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  for (const id of defined) {
    if (seen.has(id)) problems.push(`id en double : ${id}`);
    seen.add(id);
  }
  for (const m of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
    const ref = m[1] ?? m[2]!;
    if (!seen.has(ref)) problems.push(`référence inconnue : #${ref}`);
  }
  for (const bad of ['undefined', 'NaN', 'Infinity'])
    if (svg.includes(bad)) problems.push(`valeur ${bad}`);
  if (/(?:href|src)="(?!#)/.test(svg) || /https?:\/\/(?!www\.w3\.org\/2000\/svg")/.test(svg)) {
    problems.push('référence externe');
  }
  return problems;
}
