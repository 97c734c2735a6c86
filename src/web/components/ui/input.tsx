import type { InputHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';

export const fieldClass =
  'block w-full min-h-11 rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-ink placeholder:text-neutral-500 focus-visible:border-lagoon aria-[invalid=true]:border-danger';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClass, className)} {...props} />;
}
