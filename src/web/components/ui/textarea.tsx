import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { fieldClass } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28', className)} {...props} />;
}
