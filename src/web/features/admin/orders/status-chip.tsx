import { ADMIN_STATUS_LABELS, STATUS_TONES, type OrderStatus } from '@shared/domain/orders.ts';
import { clsx } from 'clsx';

// Dark text on light tints: every pair passes 4.5:1.
const TONE_CLASSES: Record<(typeof STATUS_TONES)[OrderStatus], string> = {
  neutral: 'bg-neutral-200 text-neutral-900',
  info: 'bg-sky-100 text-sky-900',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-yellow-100 text-yellow-900',
  danger: 'bg-red-100 text-red-900',
};

/** The admin's status chip; 'Mise à jour...' while a change is being saved. */
export function StatusChip({ status, saving }: { status: OrderStatus; saving?: boolean }) {
  return (
    <span
      aria-live="polite"
      className={clsx(
        'inline-flex min-h-7 items-center rounded-full px-3 py-1 text-xs font-bold tracking-wider whitespace-nowrap uppercase',
        saving ? 'bg-neutral-100 text-neutral-800' : TONE_CLASSES[STATUS_TONES[status]],
      )}
    >
      {saving ? 'Mise à jour...' : ADMIN_STATUS_LABELS[status]}
    </span>
  );
}
