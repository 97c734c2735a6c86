/**
 * The owner's alerts shown by the worker (docs/decisions/0176-web-push.md): the server's push
 * payload `{ title, body, url }` as a notification, and the admin page it opens. Kept apart from
 * sw.ts so the rules are tested without a worker.
 */
export type Alert = { title: string; options: NotificationOptions & { data: { url: string } } };

const ADMIN = '/admin/';
const FALLBACK = '/admin/dashboard';

/** Only a page of the admin wing of this shop opens: a payload never sends her elsewhere. */
export function adminPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith(ADMIN) || url.startsWith('//')) return FALLBACK;
  return url;
}

/** The notification for a push's text; one that cannot be read still says something arrived. */
export function alertFrom(text: string | undefined): Alert {
  let data: { title?: unknown; body?: unknown; url?: unknown } = {};
  try {
    data = JSON.parse(text ?? '{}') as typeof data;
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Nouvelle alerte';
  const body = typeof data.body === 'string' ? data.body : '';
  const url = adminPath(data.url);
  // One notification per page: a second alert for the same order replaces the first.
  return { title, options: { body, tag: url, icon: '/icons/app-192.png', data: { url } } };
}
