import {
  PHOTO_LIMITS,
  PHOTO_TEXT,
  type ProductPhoto,
  type ProductPhotos,
} from '@shared/api/admin-photos.ts';
import { photoUrl } from '@shared/media/photo-sources.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { ApiError } from '~/lib/api';
import {
  productPhotosKey,
  uploadProductPhoto,
  useDeleteProductPhoto,
  useProductPhotos,
  useSaveProductPhotos,
} from './photos-api';
import { SortablePhotos } from './sortable-photos';

type Upload = { done: number; total: number; current: string; sent: number };
/** `retry`: the file again, when trying again may help (the connection, the server's state). */
type Failure = { file: string; message: string; retry?: File };

/** A lost connection, a server error or a wait: worth another try, unlike a refused file. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur est survenue. Veuillez réessayer.';

/**
 * The photos of one product (ADR 0138, 0139), for the product editor: add one or several from
 * the phone's gallery or camera (sent one after the other, with progress and a French reason per
 * refused file), order them by dragging a photo's handle (finger, mouse or keyboard) or with
 * 'Monter' / 'Descendre', choose the main photo, write each alt text, delete with a confirmation.
 * Every change is shown and saved at once; the server's answer becomes the list shown.
 * Self-contained (props: the product id) so the editor can load it lazily.
 */
export function ProductPhotosEditor({ productId }: { productId: string }) {
  const id = useId();
  const query = useProductPhotos(productId);
  const queryClient = useQueryClient();
  const save = useSaveProductPhotos(productId);
  const remove = useDeleteProductPhoto(productId);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [status, setStatus] = useState('');
  const [toDelete, setToDelete] = useState<ProductPhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);

  if (query.isPending) return <p className="text-sm text-neutral-700">Chargement des photos...</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {query.error.message}
      </p>
    );
  const { photos, heic } = query.data;
  const busy = upload !== null || save.isPending || remove.isPending;
  const full = photos.length >= PHOTO_LIMITS.maxPerProduct;
  const retries = failures.flatMap((f) => (f.retry ? [f.retry] : []));
  // HEIC is offered only when the server decodes it: otherwise an iPhone, seeing JPEG asked for,
  // converts its HEIC photos itself instead of sending a file the server would refuse.
  const accept = `image/jpeg,image/png,image/webp${heic ? ',image/heic' : ''}`;

  async function addFiles(files: File[]) {
    setFailures([]);
    setStatus('');
    const failed: Failure[] = [];
    let added = 0;
    setUpload({ done: 0, total: files.length, current: files[0]?.name ?? '', sent: 0 });
    // Loaded on the first tap that adds photos, not with the editor; without it (the chunk did
    // not come), the photos go as they are.
    const { shrinkPhoto } = await import('./shrink-photo').catch(() => ({
      shrinkPhoto: async (file: File) => file,
    }));
    for (const [index, file] of files.entries()) {
      setUpload({ done: index, total: files.length, current: file.name, sent: 0 });
      // Made smaller on the phone first (ADR 0203): a 12 MP photo goes as ~0.5 MB.
      const sent = await shrinkPhoto(file);
      // Checked here too, so a phone does not spend its data on a file the server refuses.
      if (sent.size > PHOTO_LIMITS.maxBytes) {
        failed.push({ file: file.name, message: PHOTO_TEXT.tooLarge });
        continue;
      }
      try {
        const result = await uploadProductPhoto(productId, sent, (share) =>
          setUpload({ done: index, total: files.length, current: file.name, sent: share }),
        );
        queryClient.setQueryData<ProductPhotos>(productPhotosKey(productId), result);
        added++;
      } catch (error) {
        failed.push({
          file: file.name,
          message: messageOf(error),
          retry: worthRetrying(error) ? file : undefined,
        });
      }
    }
    setUpload(null);
    setFailures(failed);
    if (added > 0) setStatus(added === 1 ? '1 photo ajoutée' : `${added} photos ajoutées`);
    if (input.current) input.current.value = '';
  }

  async function saveOrder(next: ProductPhoto[], done: string) {
    setStatus('');
    // Shown at once (a dropped photo stays where the finger left it), put back if the save fails.
    const before = query.data;
    queryClient.setQueryData<ProductPhotos>(productPhotosKey(productId), (data) =>
      data ? { ...data, photos: next } : data,
    );
    try {
      await save.mutateAsync({ photos: next.map((p) => ({ id: p.id, alt: p.alt })) });
      setStatus(done);
    } catch (error) {
      queryClient.setQueryData(productPhotosKey(productId), before);
      // Someone else changed the list: the current one comes back, with the server's words.
      if (error instanceof ApiError && error.status === 409) await query.refetch();
      setStatus(messageOf(error));
    }
  }

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    void saveOrder(next, to === 0 ? 'Photo principale choisie' : 'Ordre des photos enregistré');
  };

  const saveAlt = (photo: ProductPhoto, alt: string) => {
    if (alt.trim() === photo.alt) return;
    const next = photos.map((p) => (p.id === photo.id ? { ...p, alt: alt.trim() } : p));
    void saveOrder(next, 'Description de la photo enregistrée');
  };

  async function confirmDelete(photo: ProductPhoto) {
    setToDelete(null);
    setStatus('');
    try {
      await remove.mutateAsync(photo.id);
      setStatus(PHOTO_TEXT.deleted);
    } catch (error) {
      setStatus(messageOf(error));
    }
  }

  return (
    <section aria-labelledby={`${id}-titre`} aria-busy={busy} className="space-y-4">
      <div>
        <h3 id={`${id}-titre`} className="text-sm font-bold tracking-[0.15em] uppercase">
          Photos
        </h3>
        <p className="mt-1 text-sm text-neutral-700">
          JPEG, PNG ou WebP{heic ? ' (ou HEIC)' : ''}, 15 Mo au plus. La première est la photo
          principale.
        </p>
      </div>

      <div>
        <Button
          variant="outline"
          block
          disabled={busy || full}
          onClick={() => input.current?.click()}
        >
          Ajouter des photos
        </Button>
        {/* The button opens the phone's picker; the input itself stays out of the tab order. */}
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-label="Fichiers des photos à ajouter"
          disabled={busy || full}
          onChange={(event) => void addFiles([...(event.target.files ?? [])])}
        />
        {full && <p className="mt-1 text-sm text-neutral-700">{PHOTO_TEXT.tooMany}</p>}
      </div>

      {upload && (
        <div className="space-y-1">
          <p className="text-sm">
            Envoi de la photo {upload.done + 1} sur {upload.total} : {upload.current} (
            {Math.round(upload.sent * 100)} %)
          </p>
          <progress
            className="w-full"
            max={upload.total}
            value={upload.done + upload.sent}
            aria-label="Envoi des photos"
          />
        </div>
      )}

      {failures.length > 0 && (
        <div role="alert" className="rounded-md border border-danger/40 p-3 text-sm text-danger">
          <p className="font-semibold">
            {failures.length === 1
              ? 'Une photo n’a pas été ajoutée :'
              : `${failures.length} photos n’ont pas été ajoutées :`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {failures.map((f, i) => (
              <li key={`${f.file}-${i}`}>
                {f.file} : {f.message}
              </li>
            ))}
          </ul>
          {retries.length > 0 && (
            <Button
              variant="outline"
              className="mt-2"
              disabled={busy}
              onClick={() => void addFiles(retries)}
            >
              Réessayer
            </Button>
          )}
        </div>
      )}

      {/* Named: the drag and drop's own live region is a status too. */}
      <p role="status" aria-label="Suivi des photos" className="text-sm text-neutral-700">
        {status}
      </p>

      {photos.length === 0 ? (
        <p className="text-sm text-neutral-700">
          Aucune photo : le produit garde son illustration en attendant.
        </p>
      ) : (
        <SortablePhotos
          photos={photos}
          disabled={busy}
          onMove={move}
          render={(photo, index, handle) => (
            <>
              {handle}
              <img
                src={photoUrl(photo.hash, photo.widths[0] ?? 320, 'webp')}
                width={96}
                height={Math.round((96 * photo.height) / photo.width)}
                alt={photo.alt}
                className="h-auto w-24 shrink-0 rounded object-cover"
              />
              <div className="min-w-0 flex-1 space-y-2">
                {index === 0 ? (
                  <p className="text-xs font-bold tracking-wide text-lagoon uppercase">
                    Photo principale
                  </p>
                ) : (
                  <Button
                    variant="link"
                    disabled={busy}
                    onClick={() => move(index, 0)}
                    aria-label={`Photo principale : choisir la photo ${index + 1}`}
                  >
                    Choisir comme photo principale
                  </Button>
                )}
                <AltField photo={photo} index={index} disabled={busy} onSave={saveAlt} />
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="ghost"
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Monter la photo ${index + 1}`}
                  >
                    Monter
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Descendre la photo ${index + 1}`}
                  >
                    Descendre
                  </Button>
                  <Button
                    variant="dangerGhost"
                    disabled={busy}
                    onClick={() => setToDelete(photo)}
                    aria-label={`Supprimer la photo ${index + 1}`}
                  >
                    Supprimer
                  </Button>
                </div>
              </div>
            </>
          )}
        />
      )}

      <DeletePhotoDialog
        photo={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(photo) => void confirmDelete(photo)}
      />
    </section>
  );
}

/** The alt text, saved when the field is left (or on Entrée) if it changed. */
function AltField({
  photo,
  index,
  disabled,
  onSave,
}: {
  photo: ProductPhoto;
  index: number;
  disabled: boolean;
  onSave: (photo: ProductPhoto, alt: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(photo.alt);
  const tooLong = value.trim().length > PHOTO_LIMITS.maxAltLength;
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold">
        Description de la photo {index + 1} (pour les personnes malvoyantes)
      </label>
      <input
        id={id}
        value={value}
        disabled={disabled}
        maxLength={PHOTO_LIMITS.maxAltLength + 50}
        placeholder="Ex. : robe wax portée, vue de face"
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${id}-erreur` : undefined}
        className="mt-1 min-h-11 w-full rounded-md border border-black/20 px-3 text-sm"
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => !tooLong && onSave(photo, value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !tooLong) onSave(photo, value);
        }}
      />
      {tooLong && (
        <p id={`${id}-erreur`} className="mt-1 text-xs text-danger">
          {PHOTO_TEXT.altTooLong}
        </p>
      )}
    </div>
  );
}

function DeletePhotoDialog({
  photo,
  onCancel,
  onConfirm,
}: {
  photo: ProductPhoto | null;
  onCancel: () => void;
  onConfirm: (photo: ProductPhoto) => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent initialFocus={keep}>
        <DialogHeader>
          <DialogTitle>Supprimer cette photo ?</DialogTitle>
          <DialogDescription>
            Elle disparaîtra de la fiche du produit et de la boutique.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button variant="danger" block onClick={() => photo && onConfirm(photo)}>
            Oui, supprimer la photo
          </Button>
          <button
            ref={keep}
            type="button"
            className={buttonVariants({ variant: 'outline', block: true })}
            onClick={onCancel}
          >
            Garder la photo
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
