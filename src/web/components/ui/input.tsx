import type { InputHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';
import { fieldClass } from './field-class';

export { fieldClass };

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClass, className)} {...props} />;
}
