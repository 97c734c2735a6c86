import type { AdminOrder } from '@shared/api/admin.ts';
import { DELIVERY_ZONES, PICKUP_ZONE, type OrderZoneId } from '@shared/domain/delivery.ts';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { useEditOrder } from '../api/edit-order';
import { OrderLinesEditor, type Line } from './new-order-form';

/**
 * 'Modifier la commande' (ADR 0199): the lines, address and zone of an order not yet shipped. The
 * server moves only the differences in stock and recomputes the totals; on a paid order, what the
 * change leaves to settle shows under 'À régler'.
 */
export function EditOrderForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const id = useId();
  const [lines, setLines] = useState<Line[]>(
    order.items.map(({ productId, size, quantity }) => ({ productId, size, quantity })),
  );
  const [zone, setZone] = useState<OrderZoneId>(order.deliveryZone);
  const [address, setAddress] = useState(order.customer.address ?? '');
  const edit = useEditOrder(order, onClose);
  const fields = edit.error instanceof ApiError ? edit.error.fields : {};
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mt-3 rounded-lg border border-black/15 bg-sand/40 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        // A pick-up order keeps no address (docs/decisions/0221).
        edit.mutate({
          items: lines,
          ...(zone === 'pickup' ? {} : { address }),
          delivery: { zone },
        });
      }}
    >
      <h4 id={`${id}-title`} className="font-bold">
        Modifier la commande {order.reference}
      </h4>
      <OrderLinesEditor lines={lines} onChange={setLines} fields={fields} />
      <label htmlFor={`${id}-zone`} className="mt-3 mb-1 block text-sm font-semibold">
        Zone de livraison
      </label>
      <select
        id={`${id}-zone`}
        value={zone}
        onChange={(e) => setZone(e.target.value as OrderZoneId)}
        className={fieldClass}
      >
        {DELIVERY_ZONES.map((z) => (
          <option key={z.id} value={z.id}>
            {z.name}
          </option>
        ))}
        {/* A pick-up order stays one unless she chooses a delivery (its shop is kept). */}
        {order.deliveryZone === PICKUP_ZONE.id && (
          <option value={PICKUP_ZONE.id}>{PICKUP_ZONE.name}</option>
        )}
      </select>
      {zone !== 'pickup' && (
        <FormField
          className="mt-3"
          label="Adresse de livraison"
          value={address}
          autoComplete="off"
          onChange={(e) => setAddress(e.target.value)}
          error={fields.address}
        />
      )}
      {edit.error && (
        <p role="alert" className="mt-3 rounded bg-red-50 p-2 text-sm text-danger">
          {edit.error.message}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={lines.length === 0 || edit.isPending}>
          {edit.isPending ? 'Enregistrement…' : 'Enregistrer les changements'}
        </Button>
      </div>
    </form>
  );
}
