import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { icon } from '~/components/ui/icons';

export const DownloadIcon = icon([
  'M12 15V3',
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'm7 10 5 5 5-5',
]);

export function TabLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-12 text-center text-neutral-700">
      {children}
    </p>
  );
}

export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-5 rounded-lg border border-danger/30 bg-red-50 p-6 text-center">
      <p className="text-lg font-bold text-danger">Erreur de chargement</p>
      <p className="mt-1 text-sm text-neutral-800">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
