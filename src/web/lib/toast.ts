import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

/**
 * Toasts through sonner, loaded on first use so its code stays out of the home page's initial
 * JavaScript. The <Toaster /> is mounted once by the shop layout after hydration.
 */
export interface ToastInput {
  title: string;
  description?: string;
  /** Milliseconds; sonner's default when left out. */
  duration?: number;
  variant?: 'default' | 'success' | 'destructive' | 'info';
}

let sonner: Promise<Sonner> | undefined;

export function loadSonner() {
  sonner ??= import('sonner');
  return sonner;
}

export function notify({ title, description, duration, variant = 'default' }: ToastInput): void {
  void loadSonner().then(({ toast }) => {
    const options = { description, duration };
    if (variant === 'destructive') toast.error(title, options);
    else if (variant === 'success') toast.success(title, options);
    else if (variant === 'info') toast.info(title, options);
    else toast(title, options);
  });
}
