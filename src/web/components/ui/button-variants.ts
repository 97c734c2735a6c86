import { cva } from 'class-variance-authority';

// Shared by Button and LinkButton (and by plain links styled as buttons).
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold tracking-wide uppercase transition-colors disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-lagoon text-white hover:bg-lagoon-dark',
        dark: 'bg-ink text-white hover:bg-black',
        light: 'bg-white text-ink hover:bg-sand',
        outline: 'border border-ink bg-transparent text-ink hover:bg-ink hover:text-white',
        ghost: 'bg-transparent text-ink hover:bg-sand',
        danger: 'bg-danger text-white hover:opacity-90',
        dangerGhost: 'bg-transparent text-danger hover:bg-sand',
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
