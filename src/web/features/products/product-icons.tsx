import { icon } from '~/components/ui/icons';

/**
 * The product page's small icons, drawn from Lucide's paths (ISC licence). Inline, not files:
 * each `<img src="….svg">` costs a phone a request and a whole SVG document of its own (~10 ms of
 * main thread each at CPU ×4, before the first paint of a kept page; ADR 0151), against ~0.4 KB
 * gzip of script here for all four.
 */
export const ZoomInIcon = icon(['M21 21l-4.34-4.34', 'M11 8v6', 'M8 11h6'], () => (
  <circle cx="11" cy="11" r="8" />
));
export const RulerIcon = icon([
  'M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.41 2.41 0 0 1 0-3.4l2.6-2.6a2.41 2.41 0 0 1 3.4 0Z',
  'm14.5 12.5 2-2',
  'm11.5 9.5 2-2',
  'm8.5 6.5 2-2',
  'm17.5 15.5 2-2',
]);
const TruckIcon = icon(
  [
    'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2',
    'M15 18H9',
    'M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14',
  ],
  () => (
    <>
      <circle cx="17" cy="18" r="2" />
      <circle cx="7" cy="18" r="2" />
    </>
  ),
);
const RotateCcwIcon = icon(['M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8', 'M3 3v5h5']);

/** The icons of the product page's notes (delivery, returns), by the name the route gives. */
export const NOTE_ICONS = { truck: TruckIcon, 'rotate-ccw': RotateCcwIcon } as const;
export type NoteIcon = keyof typeof NOTE_ICONS;
