import type { SelectHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';
import { fieldClass } from './input';

/** Native select: works before JavaScript, and phones show their own picker. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClass, className)} {...props} />;
}
