import { notify } from '~/lib/toast';

/**
 * Favourites need an account (SPEC §5). Until sign-in lands every visitor is anonymous, so the
 * toggle only explains that. The signed-in path replaces this module's internals, not its API.
 */
export function useFavourite(productId: string) {
  void productId;
  return {
    isFavourite: false,
    toggle() {
      notify({
        title: 'Connexion requise',
        description: 'Vous devez être connecté pour ajouter des favoris',
        variant: 'destructive',
      });
    },
  };
}
