import type { VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { buttonVariants } from './button-variants';

/**
 * Button for the shop pages: same look as <Button>, but `className` only adds classes (no
 * tailwind-merge, which would cost ~9 KB gzip on pages that are otherwise light).
 */
export function ActionButton({
  className,
  variant,
  size,
  block,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>) {
  return (
    <button
      type={type}
      className={clsx(buttonVariants({ variant, size, block }), className)}
      {...props}
    />
  );
}
