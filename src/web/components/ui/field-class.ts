/**
 * The look of text fields, selects and text areas. On its own so that forms loaded on demand
 * (checkout, order tracking) can use it without input.tsx's cn() and tailwind-merge (~9 KB gzip).
 */
export const fieldClass =
  'block w-full min-h-11 rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-ink placeholder:text-neutral-500 focus-visible:border-lagoon aria-[invalid=true]:border-danger';
