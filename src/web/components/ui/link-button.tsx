import type { VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { buttonVariants } from './button-variants';

/**
 * A link styled as a button (navigation stays a link for crawlers and middle-clicks).
 * `className` adds classes; it cannot override the variant's own (no tailwind-merge here).
 */
export function LinkButton({
  className,
  variant,
  size,
  block,
  ...props
}: LinkProps & VariantProps<typeof buttonVariants>) {
  return <Link className={clsx(buttonVariants({ variant, size, block }), className)} {...props} />;
}
