import { icon } from '~/components/ui/icons';

// Lucide's play (ISC) drawn with the shared helper: lucide-react's runtime costs ~2 KB gzip.
const Play = icon([
  'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z',
]);

const CAPTIONS = [
  'Les coulisses du shooting',
  'Comment porter la collection',
  'Nos ateliers à Abidjan',
];

/** The spec's three placeholder videos: poster frames only, no video files are shipped. */
export function VideoPlaceholders({ subject, count }: { subject: string; count: number }) {
  return (
    <section aria-labelledby="videos-title" className="mt-16">
      <h2 id="videos-title" className="display-title mb-6 text-lg sm:text-xl">
        Vidéos
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {CAPTIONS.slice(0, count).map((caption, i) => (
          <li key={caption}>
            <figure>
              <div
                className="relative flex aspect-video items-center justify-center overflow-hidden rounded-md bg-ink"
                style={{
                  backgroundImage: `linear-gradient(135deg, rgba(14,124,123,${0.9 - i * 0.2}), rgba(17,17,17,0.95))`,
                }}
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-white/90 text-ink">
                  <Play aria-hidden="true" className="ml-1 size-6 fill-current" />
                </span>
                <span className="absolute bottom-2 left-3 text-[11px] font-semibold tracking-wider text-white/90 uppercase">
                  Bientôt disponible
                </span>
              </div>
              <figcaption className="mt-2 text-sm">
                {caption} — <span className="text-neutral-600">{subject}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
