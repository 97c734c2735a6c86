import { LookCard } from './look-card';
import type { Look } from './looks';

/**
 * 'Collection animée': the looks scroll endlessly (a second, hidden copy closes the loop). The strip
 * pauses on hover and keyboard focus; with reduced motion it becomes a plain swipeable row.
 */
export function LookMarquee({ looks }: { looks: readonly Look[] }) {
  return (
    <div className="overflow-hidden motion-reduce:overflow-x-auto">
      <ul className="flex w-max animate-marquee gap-4 hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] motion-reduce:animate-none">
        {[false, true].map((copy) =>
          looks.map((look, index) => (
            <li
              key={`${copy}-${index}`}
              aria-hidden={copy || undefined}
              className={
                copy ? 'w-56 shrink-0 motion-reduce:hidden sm:w-64' : 'w-56 shrink-0 sm:w-64'
              }
            >
              <LookCard look={look} hidden={copy} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
