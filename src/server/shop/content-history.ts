import {
  CONTENT_FIELD_LABELS,
  type ContentBlock,
  type ShopContent,
} from '../../shared/content/shop-content.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

/** How long a quoted text may be in the history before it is cut. */
const QUOTE_LENGTH = 60;
/** The lines one change shows at most; the rest are counted. */
const MAX_LINES = 6;

type ListBlock = 'shops' | 'faq' | 'reviews' | 'looks';
type Item = Record<string, unknown>;

/** What an item of each list is called, and how the history names one item. */
const ITEM: Record<ListBlock, { added: string; changed: string; removed: string }> = {
  shops: { added: 'Boutique ajoutée', changed: 'Boutique modifiée', removed: 'Boutique retirée' },
  faq: { added: 'Question ajoutée', changed: 'Question modifiée', removed: 'Question retirée' },
  reviews: { added: 'Avis ajouté', changed: 'Avis modifié', removed: 'Avis retiré' },
  looks: { added: 'Look ajouté', changed: 'Look modifié', removed: 'Look retiré' },
};

const nameOf: Record<ListBlock, (item: Item) => string> = {
  shops: (item) => String(item.name),
  faq: (item) => String(item.question),
  reviews: (item) => `${String(item.author)}, « ${quote(String(item.text))} »`,
  looks: (item) => String(item.name),
};

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1)}…` : flat;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The list's changes: items added, removed, changed (with the fields) or only moved. */
function listLines(block: ListBlock, before: Item[], after: Item[]): string[] {
  const words = ITEM[block];
  const name = nameOf[block];
  const labels: Record<string, string> = CONTENT_FIELD_LABELS[block];
  // Each item's former self: the one with the same name, failing that the one left over that
  // shares most of its other fields (a shop renamed, a question reworded).
  const was = after.map((item) => before.findIndex((old) => name(old) === name(item)));
  const taken = new Set(was.filter((i) => i >= 0));
  const keys = Object.keys(labels);
  after.forEach((item, index) => {
    if (was[index]! >= 0) return;
    let best = -1;
    let bestShared = keys.length / 2;
    before.forEach((old, i) => {
      const shared = keys.filter((key) => same(old[key], item[key])).length;
      if (!taken.has(i) && shared > bestShared) [best, bestShared] = [i, shared];
    });
    was[index] = best;
    if (best >= 0) taken.add(best);
  });
  const lines: string[] = [];
  after.forEach((item, index) => {
    const old = before[was[index]!];
    if (!old) return void lines.push(`${words.added} : ${name(item)}`);
    const fields = keys.filter((key) => !same(old[key], item[key]));
    if (fields.length > 0)
      lines.push(`${words.changed} : ${name(item)} (${fields.map((k) => labels[k]).join(', ')})`);
  });
  before.forEach((item, index) => {
    if (!taken.has(index)) lines.push(`${words.removed} : ${name(item)}`);
  });
  if (lines.length === 0 && !same(before, after)) lines.push('Ordre modifié');
  return lines;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A page text's changes, paragraph by paragraph: those written and those taken out. */
function textLines(before: string, after: string): string[] {
  const old = paragraphs(before);
  const next = paragraphs(after);
  const lines = [
    ...next.filter((p) => !old.includes(p)).map((p) => `Texte ajouté : « ${quote(p)} »`),
    ...old.filter((p) => !next.includes(p)).map((p) => `Texte retiré : « ${quote(p)} »`),
  ];
  if (lines.length === 0 && before !== after) lines.push('Mise en forme modifiée');
  return lines;
}

/** The banner's fields she changed, in one line ('Bannière de l’accueil modifiée (Titre, Image)'). */
function bannerLines(before: Item, after: Item): string[] {
  const labels: Record<string, string> = CONTENT_FIELD_LABELS.home;
  const fields = Object.keys(labels).filter((key) => !same(before[key], after[key]));
  return fields.length > 0
    ? [`Bannière de l’accueil modifiée (${fields.map((k) => labels[k]).join(', ')})`]
    : ['Mise en forme modifiée'];
}

/**
 * One audit line of the Contenu tab (the block's value before and after, as JSON) in the owner's
 * words: 'Boutique ajoutée : LAGUNE Yopougon', 'Question modifiée : … (Réponse)'.
 */
export function describeContentChange(
  block: ContentBlock,
  before: string,
  after: string,
): string[] {
  let lines: string[];
  try {
    const old = JSON.parse(before) as ShopContent[ContentBlock];
    const next = JSON.parse(after) as ShopContent[ContentBlock];
    if (before === after) return ['Texte d’exemple gardé tel quel'];
    if (typeof old === 'string' || typeof next === 'string')
      lines = textLines(String(old), String(next));
    else if (block === 'home') lines = bannerLines(old as Item, next as Item);
    else lines = listLines(block as ListBlock, old as Item[], next as Item[]);
  } catch {
    return ['Modifié'];
  }
  const more = lines.length - (MAX_LINES - 1);
  if (more > 1) lines = [...lines.slice(0, MAX_LINES - 1), `… et ${more} autres changements`];
  return lines.map(frenchSpacing);
}
