import { artUrl } from '@shared/art/art-url.ts';
import { Star } from 'lucide-react';

export interface Testimonial {
  name: string;
  city: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  /** The picture of each entry: the piece the customer talks about (product art). */
  image: { src: string; alt: string };
}

// Paths of generated product art, written out: importing the catalogue here would put all of it in
// the page's JavaScript. testimonials.test.ts checks each one names a product of the catalogue.
const art = (productId: string) => artUrl(`products/${productId}-front.svg`);

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Aïcha Koné',
    city: 'Cocody',
    rating: 5,
    text: "Le complet lin est parfait pour la chaleur d'Abidjan. Livré en un jour, et la couleur est encore plus belle en vrai.",
    image: { src: art('complet-lagune-lin-sable'), alt: 'Ensemble Lin Sable' },
  },
  {
    name: 'Yann Kouassi',
    city: 'Marcory',
    rating: 4,
    text: "J'ai porté le t-shirt wax tout le week-end à Bassam : tissu léger, coupe nickel. Je reviendrai pour les shorts.",
    image: { src: art('t-shirt-wax-cocody'), alt: 'T-shirt Wax Cocody' },
  },
  {
    name: 'Mariam Traoré',
    city: 'Plateau',
    rating: 5,
    text: 'Des pièces originales à prix juste. Le paiement Wave est simple et le service client très réactif.',
    image: { src: art('t-shirt-mariniere-plateau'), alt: 'T-shirt Marinière Plateau' },
  },
];

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} sur 5 étoiles`} className="flex gap-0.5 text-ink">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= rating ? 'size-4 fill-current' : 'size-4 text-neutral-400'}
        />
      ))}
    </span>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="temoignages" className="mt-16">
      <h2 id="temoignages" className="display-title mb-8 text-center text-xl sm:text-2xl">
        CE QUE DISENT NOS CLIENTS
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="flex flex-col gap-4 rounded-lg bg-sand p-6">
            <img
              src={t.image.src}
              alt={`La pièce de ${t.name} : ${t.image.alt}`}
              width={400}
              height={500}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full rounded-md bg-white object-contain"
            />
            <Stars rating={t.rating} />
            <blockquote className="flex-1 leading-relaxed text-neutral-800">
              « {t.text} »
            </blockquote>
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-lagoon text-sm font-bold text-white"
              >
                {initials(t.name)}
              </span>
              <p className="text-sm">
                <span className="block font-semibold">{t.name}</span>
                <span className="text-neutral-600">{t.city}, Abidjan</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
