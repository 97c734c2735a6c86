import { openAccountModal } from '~/lib/account-hint';
import { ApiError, apiPost, apiSend } from '~/lib/api';
import { loadSession } from '~/lib/auth/session-store';
import { queryClient } from '~/lib/query-client';
import { notify } from '~/lib/toast';
import {
  FAVOURITE_MESSAGES,
  FAVOURITES_KEY,
  favouritesQuery,
  type Favourite,
} from './favourites-query';

/** Each product's taps, one after the other: a tap while the last one is on its way is kept. */
const queued = new Map<string, Promise<void>>();

function error(description: string) {
  notify({ title: 'Erreur', description, variant: 'destructive' });
}

function signInRequired() {
  notify({
    title: FAVOURITE_MESSAGES.signInTitle,
    description: FAVOURITE_MESSAGES.signIn,
    variant: 'destructive',
    // Where to sign in, one tap away.
    action: { label: 'Se connecter', onClick: () => openAccountModal() },
  });
}

function setList(update: (list: Favourite[]) => Favourite[]) {
  queryClient.setQueryData<Favourite[]>(FAVOURITES_KEY, (list) => update(list ?? []));
}

async function add(productId: string, name: string) {
  const optimistic: Favourite = {
    id: `en-attente-${productId}`,
    productId,
    createdAt: new Date().toISOString(),
  };
  setList((list) => [...list, optimistic]);
  try {
    const { favourite } = await apiPost<{ favourite: Favourite }>('/api/favourites', {
      productId,
    });
    setList((list) => list.map((f) => (f === optimistic ? favourite : f)));
    notify({
      title: 'Ajouté aux favoris',
      description: `${name} est dans vos favoris.`,
      variant: 'success',
    });
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 409) {
      // Added from another tab or device: it is a favourite, as the shopper wanted.
      notify({ title: FAVOURITE_MESSAGES.duplicate, variant: 'info' });
      return;
    }
    setList((list) => list.filter((f) => f !== optimistic));
    if (caught instanceof ApiError && caught.status === 401) {
      await loadSession({ force: true });
      signInRequired();
    } else {
      console.error(caught);
      error(FAVOURITE_MESSAGES.addFailed);
    }
  }
}

async function remove(favourite: Favourite, name: string) {
  setList((list) => list.filter((f) => f.productId !== favourite.productId));
  try {
    // The product id works as well as the favourite's (an optimistic one has no server id yet).
    await apiSend('DELETE', `/api/favourites/${encodeURIComponent(favourite.productId)}`);
    notify({ title: 'Retiré des favoris', description: `${name} n’est plus dans vos favoris.` });
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return; // already gone
    setList((list) =>
      list.some((f) => f.productId === favourite.productId) ? list : [...list, favourite],
    );
    if (caught instanceof ApiError && caught.status === 401) {
      await loadSession({ force: true });
      signInRequired();
    } else {
      console.error(caught);
      error(FAVOURITE_MESSAGES.removeFailed);
    }
  }
}

/**
 * The heart of a product card or page: adds the product, or removes it when
 * it already is a favourite. Optimistic: the heart changes at once and goes back if the server
 * refuses. A visitor who is not signed in is told to sign in.
 */
export function toggleFavourite(productId: string, name = 'Ce produit'): Promise<void> {
  // A tap while the last one is on its way runs once that one is answered, from the list as it
  // left it: dropped, it would leave the heart as the first tap set it, against the shopper's wish.
  const next = (queued.get(productId) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => toggleNow(productId, name));
  queued.set(productId, next);
  return next.finally(() => {
    if (queued.get(productId) === next) queued.delete(productId);
  });
}

async function toggleNow(productId: string, name: string): Promise<void> {
  const auth = await loadSession();
  if (!auth.isAuthenticated) {
    signInRequired();
    return;
  }
  let list: Favourite[];
  try {
    list = await queryClient.ensureQueryData(favouritesQuery);
  } catch (caught) {
    console.error(caught);
    error(FAVOURITE_MESSAGES.loadFailed);
    return;
  }
  await queryClient.cancelQueries({ queryKey: FAVOURITES_KEY });
  const existing = list.find((f) => f.productId === productId);
  if (existing) await remove(existing, name);
  else await add(productId, name);
  void queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
}
