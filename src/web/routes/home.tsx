import type { Route } from './+types/home';
import { Link } from 'react-router';
import { EMPTY_CONTENT } from '@shared/content/shop-content.ts';
import { LinkButton } from '~/components/ui/link-button';
import { SectionHeading } from '~/components/ui/section-heading';
import { CategoryGrid } from '~/features/products/category-grid';
import { LimitedEditionPromo } from '~/features/products/limited-edition-promo';
import { LookMarquee } from '~/features/products/look-marquee';
import { homePageData } from '~/features/products/home-page-data';
import { HomeBanner } from '~/features/products/home-banner';
import { firstParagraph, textValues } from '~/features/info/owner-text';
import { useShopSettings } from '~/lib/shop-settings';
import { ProductGrid } from '~/features/products/product-grid';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { pageServices } from '~/lib/page-services';
import { seo } from '~/lib/seo';
import { shopJsonLd } from '~/lib/structured-data';
import { setPageJsonLd } from '~/lib/structured-data.server';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'LAGUNE — Mode à Abidjan',
      description:
        "LAGUNE, la boutique de mode d'Abidjan : t-shirts, pulls, complets, shorts et tops aux couleurs de la lagune. Livraison en Côte d'Ivoire, paiement Wave.",
    },
  );

/**
 * Runs on the server: the home page ships its banner, the categories, the 13
 * products and the looks it shows inside its HTML instead of the catalogue modules in its JavaScript.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { settings, publicUrl, content } = pageServices(context);
  // The shop and its website for search engines (ADR 0114), in the HTML only (ADR 0226).
  setPageJsonLd(context, shopJsonLd(settings, publicUrl));
  // Her banner and looks (docs/decisions/0233, 0236); a unit test without a database shows none.
  return {
    ...homePageData(storefrontCatalogue(context), content ?? EMPTY_CONTENT),
    // The about block: the first paragraph of her about page, which it links to.
    about: firstParagraph(content?.about ?? '', textValues(settings)),
  };
}

const moreLink = 'text-sm font-semibold text-lagoon underline-offset-4 hover:underline';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banner, categories, looks, limited, popular, fresh, about } = loaderData;
  const shopName = useShopSettings().name;
  return (
    <>
      <HomeBanner banner={banner} />

      <div className="mx-auto max-w-7xl px-4">
        <section aria-labelledby="home-categories" className="mt-16">
          <SectionHeading
            id="home-categories"
            action={
              <Link to="/categories" className={moreLink}>
                Tout voir
              </Link>
            }
          >
            Catégories
          </SectionHeading>
          <CategoryGrid categories={categories} />
        </section>

        <LimitedEditionPromo promo={limited} tone="dark" />

        <section aria-labelledby="home-popular" className="mt-16">
          <SectionHeading
            id="home-popular"
            action={
              <Link to="/bestsellers" className={moreLink}>
                Meilleures ventes
              </Link>
            }
          >
            Produits populaires
          </SectionHeading>
          <ProductGrid products={popular} wideColumns={3} picturesWhenLive />
        </section>

        <section aria-labelledby="home-new" className="mt-16">
          <SectionHeading
            id="home-new"
            action={
              <Link to="/new" className={moreLink}>
                Tout voir
              </Link>
            }
          >
            Nouveaux arrivages
          </SectionHeading>
          <ProductGrid products={fresh} picturesWhenLive />
        </section>
      </div>

      {looks.length > 0 && (
        <section aria-labelledby="home-looks" className="mt-16">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading id="home-looks">Collection animée</SectionHeading>
          </div>
          <LookMarquee looks={looks} />
        </section>
      )}

      {about ? (
        <section aria-labelledby="home-about" className="mx-auto mt-16 max-w-7xl px-4">
          <div className="grid gap-6 rounded-lg bg-sand px-6 py-12 md:grid-cols-[1fr_2fr] md:px-12">
            <h2 id="home-about" className="display-title text-2xl">
              À propos de {shopName}
            </h2>
            <div>
              <p className="leading-relaxed whitespace-pre-line text-neutral-700">{about}</p>
              <LinkButton to="/about" variant="outline" className="mt-6 w-full sm:w-auto">
                Notre histoire
              </LinkButton>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
