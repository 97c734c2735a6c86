import { LISTING, LOOKS_CATEGORY_ID } from '@shared/catalogue/categories.ts';
import { EMPTY_CONTENT } from '@shared/content/shop-content.ts';
import { data, Link } from 'react-router';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { LinkButton } from '~/components/ui/link-button';
import { OwnerText, textValues } from '~/features/info/owner-text';
import { ReviewCards } from '~/features/info/review-cards';
import { GalleryLookCard } from '~/features/products/look-card';
import { ProductPicture } from '~/features/products/product-picture';
import { shownLooks } from '~/features/products/home-page-data';
import { LOOK_HEIGHT, LOOK_WIDTH } from '~/features/products/looks';
import { otherCategories } from '~/features/products/category-page-data';
import { categoryContent } from '~/features/products/category-content';
import { OtherCategories } from '~/features/products/other-categories';
import { pageServices } from '~/lib/page-services';
import { seo } from '~/lib/seo';
import type { Route } from './+types/spring-summer';

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? seo(
        { location, matches },
        {
          title: loaderData.content.seoTitle,
          description: loaderData.content.seo,
          breadcrumbs: [{ name: loaderData.name, path: `/collections/${LOOKS_CATEGORY_ID}` }],
        },
      )
    : [];

/** Runs on the server: no category list in the JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  const catalogue = storefrontCatalogue(context);
  const { categories } = catalogue;
  const { settings, content } = pageServices(context);
  const words = content ?? EMPTY_CONTENT;
  const gallery = categories.find((c) => c.id === LOOKS_CATEGORY_ID);
  // Hidden by the owner (or deleted): the gallery answers 404 as any hidden category.
  if (!gallery || gallery.hidden) throw data(null, { status: 404 });
  return {
    // Her name for it, as in the menus: the written titles only while she keeps the sample's
    // (docs/decisions/0222).
    name: gallery.name,
    content: categoryContent(gallery),
    // Her looks (docs/decisions/0236), each leading to its category: only those she shows
    // (docs/decisions/0231). A unit test without a database shows none.
    looks: shownLooks(words.looks, catalogue).slice(0, LISTING.springSummerLooks),
    // Her words for the collection (docs/decisions/0242); none, no section.
    text: words.gallery,
    // What her customers say: the reviews she shows on the about page, the first few; none, no
    // section (a shop never shows invented reviews).
    reviews: words.reviews.slice(0, LISTING.galleryReviews),
    values: textValues(settings),
    others: otherCategories(categories, LOOKS_CATEGORY_ID),
  };
}

export default function SpringSummer({ loaderData }: Route.ComponentProps) {
  const { looks, others, name, content, text, reviews, values } = loaderData;
  // The banner's backdrop is her first look's picture; none when no look has one.
  const backdrop = looks.find((look) => look.picture)?.picture;
  return (
    <>
      <section
        aria-labelledby="ss-title"
        className="relative isolate flex min-h-[280px] items-center justify-center overflow-hidden bg-lagoon px-4 py-16 text-center text-white sm:min-h-[360px]"
      >
        {backdrop ? (
          // A photo comes in the formats and widths the phone needs, as on the cards.
          <ProductPicture
            photo={backdrop.photo}
            sizes="100vw"
            src={backdrop.src}
            alt=""
            width={LOOK_WIDTH}
            height={LOOK_HEIGHT}
            fetchPriority="high"
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30"
          />
        ) : null}
        <h1 id="ss-title" className="display-title text-3xl sm:text-5xl">
          {content.title}
        </h1>
      </section>
      <div className="mx-auto max-w-7xl px-4">
        <nav aria-label="Fil d'Ariane" className="py-4 text-sm">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link
                to="/"
                className="inline-flex min-h-11 items-center text-lagoon underline-offset-4 hover:underline"
              >
                Accueil
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-semibold">
              {name}
            </li>
          </ol>
        </nav>

        <section aria-labelledby="ss-gallery" className="mt-6">
          <h2 id="ss-gallery" className="sr-only">
            Les looks de la collection
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4">
            {looks.map((look, index) => (
              <li key={index}>
                <GalleryLookCard look={look} />
              </li>
            ))}
          </ul>
        </section>

        {text ? (
          <section aria-labelledby="ss-esprit" className="mx-auto mt-16 max-w-3xl text-center">
            <h2 id="ss-esprit" className="display-title text-xl sm:text-2xl">
              L'ESPRIT DE LA COLLECTION
            </h2>
            <div className="mt-5 space-y-4 leading-relaxed text-neutral-700">
              <OwnerText text={text} values={values} />
            </div>
          </section>
        ) : null}

        {reviews.length > 0 ? (
          <section aria-labelledby="temoignages" className="mt-16">
            <h2 id="temoignages" className="display-title mb-8 text-center text-xl sm:text-2xl">
              CE QUE DISENT NOS CLIENTS
            </h2>
            <ReviewCards reviews={reviews} className="md:grid-cols-3" />
          </section>
        ) : null}

        <div className="mt-12 flex justify-center">
          <LinkButton to="/collections" variant="dark" size="lg" className="w-full sm:w-auto">
            EXPLORER TOUTES NOS COLLECTIONS
          </LinkButton>
        </div>

        <OtherCategories categories={others} />
      </div>
    </>
  );
}
