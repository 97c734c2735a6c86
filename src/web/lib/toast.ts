import { createElement } from 'react';
import type * as ToastRuntimeModule from './toast-runtime';

type ToastRuntime = typeof ToastRuntimeModule;

/**
 * Toasts through sonner, loaded on first use so its code stays out of the pages' initial
 * JavaScript. The <Toaster /> is mounted once by the shop layout after hydration.
 */
export interface ToastInput {
  title: string;
  description?: string;
  /** Milliseconds; sonner's default when left out. */
  duration?: number;
  variant?: 'default' | 'success' | 'destructive' | 'info';
  /** Adds the 'Voir le panier' link (after adding to the cart). */
  viewCart?: boolean;
  /** A button in the toast ('Annuler' after emptying the cart, 'Se connecter'). */
  action?: { label: string; onClick: () => void };
  /** A toast already on screen with this id is replaced, not stacked under (one per action). */
  id?: string;
}

let runtime: Promise<ToastRuntime> | undefined;

/** sonner and the shop's toaster, fetched once. */
export function loadToasts(): Promise<ToastRuntime> {
  runtime ??= import('./toast-runtime');
  return runtime;
}

export function notify({
  title,
  description,
  duration,
  variant = 'default',
  viewCart,
  action,
  id,
}: ToastInput): void {
  void loadToasts().then(({ toast, ViewCartLink, ToastButton }) => {
    const options = {
      id,
      description,
      duration,
      action: viewCart
        ? createElement(ViewCartLink)
        : action
          ? createElement(ToastButton, action)
          : undefined,
    };
    if (variant === 'destructive') toast.error(title, options);
    else if (variant === 'success') toast.success(title, options);
    else if (variant === 'info') toast.info(title, options);
    else toast(title, options);
  });
}

/** Closes every toast on screen (what a screen said stops applying when the user leaves it). */
export function dismissToasts(): void {
  void loadToasts().then(({ toast }) => toast.dismiss());
}
