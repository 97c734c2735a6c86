import { apiGet, apiPost, apiSend } from '~/lib/api';

/**
 * This phone's notifications (docs/decisions/0176-web-push.md): the browser's Push API through the
 * shop's service worker (/sw.js, registered here if no shop page did it yet).
 */
export const PUSH_TEXT = {
  unsupported:
    'Ce navigateur ne reçoit pas de notifications. Sur iPhone, ajoutez d’abord le site à l’écran d’accueil.',
  denied:
    'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur, puis réessayez.',
  on: 'Notifications activées sur ce téléphone',
  off: 'Notifications désactivées sur ce téléphone',
} as const;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This phone's subscription, if notifications are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes `subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Asks permission, subscribes with the shop's key and gives the subscription to the server. */
export async function turnOn(): Promise<void> {
  if (!pushSupported()) throw new Error(PUSH_TEXT.unsupported);
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(PUSH_TEXT.denied);
  const { publicKey } = await apiGet<{ publicKey: string }>('/api/admin/push/key');
  const worker = await registration();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await apiPost('/api/admin/push/subscriptions', subscription.toJSON());
}

/** Tells the server to stop, then unsubscribes the browser. */
export async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiSend('DELETE', '/api/admin/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
