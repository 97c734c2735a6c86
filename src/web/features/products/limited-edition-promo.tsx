import type { ProductSummary } from '@shared/catalogue/types.ts';
import { Link } from 'react-router';
import { LinkButton } from '~/components/ui/link-button';
import { ProductGrid } from './product-grid';

const LIMITED_PATH = '/collections/limited-edition';

const TONES = {
  sand: { section: 'bg-sand', intro: 'text-neutral-700', more: 'text-lagoon-dark', grid: '' },
  // The home page's dark band: the cards' text turns white with it.
  dark: {
    section: 'bg-ink text-white',
    intro: 'text-white/80',
    more: 'text-white',
    grid: '[&_a]:text-white [&_h3]:text-white [&_p]:text-white [&_.line-through]:text-white/70',
  },
} as const;

/**
 * The ÉDITION LIMITÉE promotion of the home page and the t-shirt page: a few limited
 * pieces and the way to the whole collection ('Voir plus', 'Voir toute la collection limitée').
 */
export function LimitedEditionPromo({
  products,
  tone = 'sand',
}: {
  products: readonly ProductSummary[];
  tone?: keyof typeof TONES;
}) {
  if (products.length === 0) return null;
  const t = TONES[tone];
  return (
    <section
      aria-labelledby="edition-limitee"
      className={`mt-16 rounded-lg px-4 py-10 sm:px-8 ${t.section}`}
    >
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="mb-2 inline-block rounded-sm bg-orange px-2 py-0.5 text-[11px] font-bold tracking-wider text-ink uppercase">
            Exclusif
          </p>
          <h2 id="edition-limitee" className="display-title text-xl sm:text-2xl">
            ÉDITION LIMITÉE
          </h2>
          <p className={`mt-2 text-sm ${t.intro}`}>Des pièces en petite série, jamais rééditées.</p>
        </div>
        <Link
          to={LIMITED_PATH}
          className={`inline-flex min-h-11 items-center self-start text-sm font-semibold underline-offset-4 hover:underline sm:self-auto ${t.more}`}
        >
          Voir plus
        </Link>
      </div>
      <div className={t.grid}>
        <ProductGrid products={products} wideColumns={3} />
      </div>
      <LinkButton
        to={LIMITED_PATH}
        variant={tone === 'dark' ? 'light' : 'dark'}
        className="mt-8 w-full sm:w-auto"
      >
        Voir toute la collection limitée
      </LinkButton>
    </section>
  );
}
