import { formatPrice } from '@shared/format/money.ts';
import type { ShopSettings } from '@shared/config/shop-settings.ts';
import type { ReactNode } from 'react';
import { paymentWindowSentence } from '~/components/payment-window';

/**
 * What an owner's text may name from the running shop: `{seuil_livraison}`, `{numero_wave}` and
 * `{delai_paiement}` (the sentence on unpaid orders, empty when the shop keeps them).
 */
export interface TextValues {
  freeDeliveryFrom: number;
  waveNumber: string;
  paymentWindowMs?: number;
}

/** What an owner's text may name, read from the running shop (its payment window where it says it). */
export function textValues(
  settings: Pick<ShopSettings, 'freeDeliveryThreshold' | 'waveNumber'>,
  paymentWindowMs?: number,
): TextValues {
  return {
    freeDeliveryFrom: settings.freeDeliveryThreshold,
    waveNumber: settings.waveNumber,
    ...(paymentWindowMs === undefined ? {} : { paymentWindowMs }),
  };
}

/** `text` with its `{…}` names replaced by the shop's current settings (an unknown name stays). */
export function fillValues(text: string, values: TextValues): string {
  return text
    .replaceAll('{seuil_livraison}', formatPrice(values.freeDeliveryFrom))
    .replaceAll('{numero_wave}', values.waveNumber)
    .replaceAll('{delai_paiement}', paymentWindowSentence(values.paymentWindowMs ?? 0));
}

/** Her text's blocks: a blank line starts a new one. */
const textBlocks = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);

const isList = (lines: readonly string[]) => lines.every((l) => l.startsWith('- '));

/**
 * The first paragraph of her text, neither a heading nor a list ('' when it has none), with the
 * shop's values filled in: what the home page's about block shows of her about page.
 */
export function firstParagraph(text: string, values: TextValues): string {
  return (
    textBlocks(fillValues(text, values)).find(
      (block) => !block.startsWith('## ') && !isList(block.split('\n').map((l) => l.trim())),
    ) ?? ''
  );
}

/**
 * An owner's plain text as the page shows it (docs/decisions/0205): a blank line starts a new
 * block, a block whose lines start with '- ' is a list, one that starts with '## ' a heading.
 * Plain React text throughout: nothing the owner types is read as HTML.
 */
export function OwnerText({ text, values }: { text: string; values: TextValues }): ReactNode {
  return textBlocks(fillValues(text, values)).map((block, index) => {
    const lines = block.split('\n').map((l) => l.trim());
    if (isList(lines))
      return (
        <ul key={index}>
          {lines.map((l, i) => (
            <li key={i}>{l.slice(2)}</li>
          ))}
        </ul>
      );
    if (block.startsWith('## '))
      return (
        <h2
          key={index}
          className="!mt-10 text-sm font-bold tracking-[0.2em] text-ink uppercase first:!mt-0"
        >
          {block.slice(3)}
        </h2>
      );
    return (
      <p key={index}>
        {lines.map((l, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {l}
          </span>
        ))}
      </p>
    );
  });
}
