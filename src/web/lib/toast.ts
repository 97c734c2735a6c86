/**
 * What screens call to show a toast (lib/toast-store.ts keeps them, components/ui/toaster.tsx
 * draws them). Tests of a screen replace this module, not the store its toasters read.
 */
export { dismissToasts, notify, type ToastInput } from './toast-store';
