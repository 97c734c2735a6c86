import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { icon } from '~/components/ui/icons';

// Lucide's grip-vertical (ISC), drawn with the shared helper.
const Grip = icon(['M9 5h.01', 'M9 12h.01', 'M9 19h.01', 'M15 5h.01', 'M15 12h.01', 'M15 19h.01']);

/** dnd-kit speaks English by default: the owner's screen reader hears French. */
const instructions: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer la photo, appuyez sur Espace, puis sur les flèches haut ou bas ; Espace la pose à sa nouvelle place, Échap annule.',
};

/**
 * Photos in their order, each draggable by its handle (ADR 0148): with a finger or a
 * mouse (pointer sensor; the handle has `touch-action: none`, so the list itself still scrolls
 * under a finger) and with the keyboard (Espace, flèches, Espace). A drop calls `onMove(from, to)`
 * once; the caller saves the new order. 'Monter' / 'Descendre' stay beside it, in `render`.
 */
export function SortablePhotos<T extends { id: string }>({
  photos,
  disabled,
  onMove,
  render,
}: {
  photos: readonly T[];
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  render: (photo: T, index: number, handle: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts: a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((p) => p.id);
  // dnd-kit writes its live region and instructions into <body> by default: behind a modal dialog
  // (the product editor), <body>'s other children are inert and a screen reader hears nothing.
  const [speaker, setSpeaker] = useState<HTMLDivElement | null>(null);
  const place = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Photo ${place(active.id)} saisie, place ${place(active.id)} sur ${ids.length}.`,
    // Over its own place (at once on pick-up): nothing new to say, "saisie" stays heard.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `Photo ${place(active.id)} au-dessus de la place ${place(over.id)}.`
          : `Photo ${place(active.id)} hors de la liste.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${place(active.id)} posée à la place ${place(over.id)}.`
        : `Photo ${place(active.id)} remise à sa place.`,
    onDragCancel: ({ active }) =>
      `Déplacement annulé : la photo ${place(active.id)} reste à sa place.`,
  };

  function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: instructions,
        container: speaker ?? undefined,
      }}
      onDragEnd={drop}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="space-y-3">
          {photos.map((photo, index) => (
            <SortablePhoto key={photo.id} id={photo.id} index={index}>
              {(handle) => render(photo, index, handle)}
            </SortablePhoto>
          ))}
        </ol>
      </SortableContext>
      <div ref={setSpeaker} />
    </DndContext>
  );
}

function SortablePhoto({
  id,
  index,
  children,
}: {
  id: string;
  index: number;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: 'photo déplaçable' } });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Déplacer la photo ${index + 1}`}
      className="inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center self-start rounded-md text-neutral-700 hover:bg-sand focus-visible:ring-2 focus-visible:ring-lagoon focus-visible:outline-none active:cursor-grabbing disabled:opacity-40"
    >
      <Grip className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative flex gap-3 rounded-lg border border-black/10 bg-white p-3 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      aria-label={`Photo ${index + 1}`}
    >
      {children(handle)}
    </li>
  );
}
