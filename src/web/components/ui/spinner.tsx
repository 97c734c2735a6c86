import { clsx } from 'clsx';

/** A spinner with its text, announced politely ('Chargement...' by default). */
export function Spinner({
  label = 'Chargement...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={clsx(
        'flex flex-col items-center justify-center gap-3 text-neutral-700',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8 animate-spin text-lagoon motion-reduce:animate-none"
        fill="none"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
