import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { icon } from '~/components/ui/icons';

// Lucide's grip-vertical (ISC), drawn with the shared helper.
const Grip = icon(['M9 5h.01', 'M9 12h.01', 'M9 19h.01', 'M15 5h.01', 'M15 12h.01', 'M15 19h.01']);

const instructions: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer le produit, appuyez sur Espace, puis sur les flèches haut ou bas ; Espace le pose à sa nouvelle place, Échap annule.',
};

type Named = { productId: string; name: string };

/**
 * The products in the storefront's order, each draggable by its handle (docs/decisions/0203):
 * finger (touch sensor: a short press, so the list still scrolls), mouse, or keyboard (Espace,
 * flèches, Espace). A drop calls `onDrop(moved, target)` once; 'Monter' / 'Descendre' stay.
 */
export function ProductDragList<T extends Named>({
  products,
  disabled,
  onDrop,
  children,
}: {
  products: readonly T[];
  disabled: boolean;
  onDrop: (moved: T, target: T) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = products.map((p) => p.productId);
  const byId = new Map(products.map((p) => [p.productId, p]));
  const name = (id: unknown) => byId.get(String(id))?.name ?? '';
  // Spoken inside the admin (the product dialogs make <body>'s other children inert).
  const [speaker, setSpeaker] = useState<HTMLDivElement | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${name(active.id)} saisi.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${name(active.id)} à la place de ${name(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${name(active.id)} posé à la place de ${name(over.id)}.`
        : `${name(active.id)} remis à sa place.`,
    onDragCancel: ({ active }) => `Déplacement annulé : ${name(active.id)} reste à sa place.`,
  };
  function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const moved = byId.get(String(active.id));
    const target = byId.get(String(over.id));
    if (moved && target) onDrop(moved, target);
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
        {children}
      </SortableContext>
      <div ref={setSpeaker} />
    </DndContext>
  );
}

/** One product's row or card: its ref and style, and its handle. */
export function useProductDrag(product: Named): {
  ref: Ref<HTMLElement>;
  style: CSSProperties;
  handle: ReactNode;
} {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: product.productId, attributes: { roleDescription: 'produit déplaçable' } });
  return {
    ref: setNodeRef,
    style: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 10 : undefined,
    },
    handle: (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Déplacer « ${product.name} »`}
        className="inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-neutral-700 hover:bg-sand focus-visible:ring-2 focus-visible:ring-lagoon focus-visible:outline-none active:cursor-grabbing"
      >
        <Grip className="size-5" aria-hidden="true" />
      </button>
    ),
  };
}

/**
 * A product's card (`li`) or row (`tr`): draggable by its handle when `draggable`, else as it
 * was. `children` gets the handle (null when not draggable).
 */
export function ProductItem({
  as,
  product,
  draggable,
  className,
  children,
}: {
  as: 'li' | 'tr';
  product: Named;
  draggable: boolean;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  if (draggable)
    return (
      <DraggableItem as={as} product={product} className={className}>
        {children}
      </DraggableItem>
    );
  const Tag = as;
  return <Tag className={className}>{children(null)}</Tag>;
}

function DraggableItem({
  as,
  product,
  className,
  children,
}: {
  as: 'li' | 'tr';
  product: Named;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { ref, style, handle } = useProductDrag(product);
  const Tag = as as 'li';
  return (
    <Tag
      ref={ref as Ref<HTMLLIElement>}
      style={style}
      className={className}
      data-product={product.productId}
    >
      {children(handle)}
    </Tag>
  );
}
