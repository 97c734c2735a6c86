import type { VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { buttonVariants } from './button-variants';

export { buttonVariants };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants>;

/**
 * The one button. `className` adds classes (layout: width, margins, flex); it cannot override what
 * the variant sets, since there is no tailwind-merge here: add a variant or a size for a new look.
 */
export function Button({
  className,
  variant,
  size,
  block,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonVariants({ variant, size, block }), className)}
      {...props}
    />
  );
}
