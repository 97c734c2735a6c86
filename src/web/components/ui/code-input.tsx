import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { clsx } from 'clsx';

/**
 * The 6-slot code input of a second-factor code (the input-otp library). One real
 * <input autocomplete="one-time-code" inputmode="numeric"> under six drawn slots: phones offer the
 * code from an SMS, paste works, screen readers hear one field. Loaded only by the pages that ask
 * for a code.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  id,
  disabled,
  invalid,
  describedBy,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The accessible name, when no <label htmlFor={id}> names the field. */
  label?: string;
}) {
  return (
    <OTPInput
      id={id}
      maxLength={6}
      pattern={REGEXP_ONLY_DIGITS}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      // Narrow slots on phones: six of them fit in a card inside a padded page at 390 px.
      containerClassName="flex items-center gap-1.5 has-[:disabled]:opacity-60 sm:gap-2"
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            <div
              key={index}
              className={clsx(
                'relative flex h-12 w-10 items-center justify-center rounded-md border bg-white text-xl font-semibold tabular-nums transition-colors sm:h-14 sm:w-12 sm:text-2xl',
                index === 3 && 'ml-2',
                slot.isActive
                  ? 'border-lagoon ring-2 ring-lagoon/30'
                  : invalid
                    ? 'border-danger'
                    : 'border-neutral-400',
              )}
            >
              {slot.char}
              {slot.hasFakeCaret && (
                <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
                  <span className="h-7 w-px animate-pulse bg-ink motion-reduce:animate-none" />
                </span>
              )}
            </div>
          ))}
        </>
      )}
    />
  );
}
