import { Spinner } from '~/components/ui/spinner';

/** 'Chargement...' of a whole page while the session is read (protected pages). */
export function PageSpinner() {
  return <Spinner className="min-h-[50vh] py-16" />;
}
