import { useEffect, useRef, useState } from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { historySettled } from '~/lib/use-back-to-close';

export const UNSAVED_TEXT = {
  question: 'Vous avez des modifications non enregistrées. Les abandonner ?',
  keep: 'Continuer l’édition',
  discard: 'Abandonner',
} as const;

/**
 * Leaving the page (reload, closing the tab, another address) with unsaved edits: the browser's
 * own question (its words; a page cannot choose them).
 */
export function useWarnBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers want a returnValue too.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * A dialog holding a form asks before its edits are lost (docs/decisions/0203): ✕, Escape, the
 * backdrop and Back ask 'Les abandonner ?', and leaving the page gets the browser's question.
 * Spread `dialogProps` on the form's <Dialog> and render `question` inside its <DialogContent>.
 */
export function useUnsavedChanges(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const [discarded, setDiscarded] = useState(false);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useWarnBeforeUnload(dirty && !discarded);
  // The question's own history entry is taken off first: then the form's goes (two history.back()
  // at once would race).
  useEffect(() => {
    if (discarded) void historySettled().then(() => closeRef.current());
  }, [discarded]);
  return {
    dialogProps: {
      onCloseBlocked: dirty && !discarded ? () => setAsking(true) : undefined,
    },
    question: (
      <DiscardQuestion
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          setDiscarded(true);
        }}
      />
    ),
  };
}

function DiscardQuestion({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <DialogContent initialFocus={keep} closeLabel="Fermer la question">
        <DialogHeader>
          <DialogTitle>{UNSAVED_TEXT.question}</DialogTitle>
        </DialogHeader>
        <DialogFooter className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button variant="danger" block onClick={onDiscard}>
            {UNSAVED_TEXT.discard}
          </Button>
          <button
            ref={keep}
            type="button"
            className={buttonVariants({ variant: 'outline', block: true })}
            onClick={onKeep}
          >
            {UNSAVED_TEXT.keep}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
