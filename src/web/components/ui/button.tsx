import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold tracking-wide uppercase transition-colors disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-lagoon text-white hover:bg-lagoon-dark',
        dark: 'bg-ink text-white hover:bg-black',
        outline: 'border border-ink bg-transparent text-ink hover:bg-ink hover:text-white',
        ghost: 'bg-transparent text-ink hover:bg-sand',
        danger: 'bg-danger text-white hover:opacity-90',
        link: 'min-h-0 px-0 text-lagoon normal-case underline-offset-4 hover:underline',
      },
      size: {
        md: 'h-11',
        lg: 'h-12 px-6 text-base',
        icon: 'h-11 w-11 px-0',
      },
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, block, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size, block }), className)} {...props} />;
}
