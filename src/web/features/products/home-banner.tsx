import type { PhotoSourceSet } from '@shared/catalogue/types.ts';
import type { HomeBanner as Banner } from '@shared/content/shop-content.ts';
import { BANNER_PHOTO_SIZES } from '@shared/media/photo-sizes.ts';
import { clsx } from 'clsx';
import { LinkButton } from '~/components/ui/link-button';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-card';
import { ProductPicture } from './product-picture';

/** The main picture of the product she chose: her first photo, or its drawing. */
export interface BannerPicture {
  /** Named in the page, so that a change of the product renders the home page again (ADR 0213). */
  productId: string;
  src: string;
  photo?: PhotoSourceSet;
  alt: string;
}

export type HomeBannerData = Omit<Banner, 'picture'> & { picture: BannerPicture | null };

/**
 * The home page's banner, all hers (docs/decisions/0233). With a picture, phones lay the text over
 * its bottom so the title shows without scrolling, desktops put them side by side; without one,
 * the text sits centred on the sand background.
 */
export function HomeBanner({ banner }: { banner: HomeBannerData }) {
  const { picture } = banner;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-sand">
      <div
        className={clsx(
          'relative mx-auto max-w-7xl',
          picture && 'grid items-center md:grid-cols-2',
        )}
      >
        <div
          className={
            picture
              ? 'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent px-4 pt-28 pb-8 text-center text-white md:static md:order-1 md:bg-none md:px-10 md:py-20 md:text-left md:text-ink'
              : 'mx-auto max-w-2xl px-4 py-16 text-center text-ink md:py-24'
          }
        >
          {banner.eyebrow ? (
            <p
              className={clsx(
                'text-xs font-bold tracking-[0.3em] uppercase',
                picture ? 'md:text-lagoon-dark' : 'text-lagoon-dark',
              )}
            >
              {banner.eyebrow}
            </p>
          ) : null}
          <h1 id="hero-title" className="display-title mt-3 text-4xl sm:text-5xl lg:text-6xl">
            {banner.title}
          </h1>
          {banner.text ? (
            <p
              className={clsx(
                'mx-auto mt-3 max-w-md md:mt-4',
                picture ? 'text-white/90 md:mx-0 md:text-neutral-700' : 'text-neutral-700',
              )}
            >
              {banner.text}
            </p>
          ) : null}
          <LinkButton
            to="/new"
            size="lg"
            variant={picture ? 'light' : 'dark'}
            className={clsx(
              'mt-6 w-full sm:w-auto md:mt-7',
              picture && 'md:bg-ink md:text-white md:hover:bg-black',
            )}
          >
            {banner.button}
          </LinkButton>
        </div>
        {picture ? (
          <div className="md:order-2">
            <ProductPicture
              photo={picture.photo}
              sizes={BANNER_PHOTO_SIZES}
              src={picture.src}
              alt={picture.alt}
              width={PRODUCT_IMAGE_WIDTH}
              height={PRODUCT_IMAGE_HEIGHT}
              // The page's largest paint: asked for first, before the scripts.
              fetchPriority="high"
              loading="eager"
              className="mx-auto aspect-[4/5] h-auto w-full object-cover md:max-h-[640px] md:w-auto"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
