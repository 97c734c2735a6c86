import { SAMPLE_SHOP_TEXT } from '@shared/api/admin-sample-shop.ts';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { useEmptySampleShop, useSampleShop } from '../api/sample-shop';

/**
 * 'Vider la boutique de démonstration' (docs/decisions/0209): shown while sample products are in
 * the shop; a dialog says what goes and what stays before anything is removed.
 */
export function EmptyDemoShop() {
  const sample = useSampleShop();
  const empty = useEmptySampleShop();
  const [open, setOpen] = useState(false);
  const count = sample.data?.sampleProducts ?? 0;
  if (count === 0) return null;

  async function confirm() {
    try {
      const emptied = await empty.mutateAsync();
      setOpen(false);
      notify({
        title: SAMPLE_SHOP_TEXT.emptied(emptied.deleted, emptied.archived),
        description: 'La boutique affiche les changements dans quelques secondes.',
        variant: 'success',
      });
    } catch (error) {
      notify({
        title: SAMPLE_SHOP_TEXT.failed,
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="dangerGhost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="max-sm:w-full"
      >
        {SAMPLE_SHOP_TEXT.button}
      </Button>
      {open && (
        <Dialog open onOpenChange={(next) => !next && !empty.isPending && setOpen(false)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{SAMPLE_SHOP_TEXT.title}</DialogTitle>
              <DialogDescription>{SAMPLE_SHOP_TEXT.explain(count)}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <p className="font-semibold">Supprimés :</p>
              <ul className="mt-1 list-disc pl-5">
                {SAMPLE_SHOP_TEXT.goes(count).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-3">{SAMPLE_SHOP_TEXT.stays}</p>
            </DialogBody>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => setOpen(false)}
                disabled={empty.isPending}
              >
                {SAMPLE_SHOP_TEXT.cancel}
              </Button>
              <Button
                type="button"
                variant="danger"
                onClick={() => void confirm()}
                disabled={empty.isPending}
                aria-busy={empty.isPending}
              >
                {SAMPLE_SHOP_TEXT.confirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
