import { Link } from 'react-router';
import { LinkButton } from '~/components/ui/link-button';
import type { LimitedPromoData } from './home-page-data';
import { ProductGrid } from './product-grid';

const TONES = {
  sand: { section: 'bg-sand', intro: 'text-neutral-700', more: 'text-lagoon-dark', grid: '' },
  // The home page's dark band: the cards' text turns white with it, not their size pickers' (white
  // sheets in the page's top layer).
  dark: {
    section: 'bg-ink text-white',
    intro: 'text-white/80',
    more: 'text-white',
    grid: '[&_a:not(dialog_a)]:text-white [&_h3]:text-white [&_p:not(dialog_p)]:text-white [&_.line-through]:text-white/70',
  },
} as const;

/**
 * The limited-edition promotion of the home page and the t-shirt page: a few limited pieces and
 * the way to their category, under her name for it ('Voir plus', 'Voir tout : <name>'). Its data
 * is null while the category is hidden or gone (docs/decisions/0231).
 */
export function LimitedEditionPromo({
  promo,
  tone = 'sand',
}: {
  promo: LimitedPromoData | null;
  tone?: keyof typeof TONES;
}) {
  if (!promo) return null;
  const { category, products } = promo;
  const path = `/collections/${category.id}`;
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
            {category.name.toUpperCase()}
          </h2>
          <p className={`mt-2 text-sm ${t.intro}`}>Des pièces en petite série, jamais rééditées.</p>
        </div>
        <Link
          to={path}
          className={`inline-flex min-h-11 items-center self-start text-sm font-semibold underline-offset-4 hover:underline sm:self-auto ${t.more}`}
        >
          Voir plus
        </Link>
      </div>
      <div className={t.grid}>
        {/* Under the first screen on nearly every screen, home or listing: docs/decisions/0252. */}
        <ProductGrid products={products} wideColumns={3} picturesWhenLive />
      </div>
      <LinkButton
        to={path}
        variant={tone === 'dark' ? 'light' : 'dark'}
        className="mt-8 w-full sm:w-auto"
      >
        {`Voir tout\u202f: ${category.name}`}
      </LinkButton>
    </section>
  );
}
