export const SHOP_TIME_ZONE = 'Africa/Abidjan';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** `22 novembre 2026 à 14:05` in Abidjan time: day, month, year, hour, minute. */
export function formatDateTime(value: Date | string | number): string {
  return dateTime.format(new Date(value));
}
