import type { Promotion, PromotionCreate } from '@shared/api/admin-promotions.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { FormField } from '~/components/ui/form-field';
import { ApiError, apiGet, apiPost } from '~/lib/api';
import { notify } from '~/lib/toast';
import { useProductCategories } from '../api/categories';
import { adminKeys } from '../api/keys';

const promotionsKey = [...adminKeys.all, 'promotions'] as const;

const FIELDS = [
  'code',
  'discount.value',
  'minSubtotal',
  'startsOn',
  'endsOn',
  'perCustomer',
  'totalLimit',
] as const;
type Field = (typeof FIELDS)[number];

const EMPTY = {
  code: '',
  kind: 'percent' as 'percent' | 'amount',
  value: '',
  minSubtotal: '',
  startsOn: '',
  endsOn: '',
  category: '',
  perCustomer: '1',
  totalLimit: '',
};

/** A number field as typed: empty is "none"; anything else goes as typed, the server says why not. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** `categories`: her listings, to name a code's by her name (its address if deleted since). */
function describe(p: Promotion, categories: readonly { id: string; name: string }[]): string {
  const off = p.percent !== null ? `-${p.percent}\u202f%` : `-${formatPrice(p.amount ?? 0)}`;
  const parts = [off];
  if (p.minSubtotal > 0) parts.push(`dès ${formatPrice(p.minSubtotal)}`);
  if (p.category !== null)
    parts.push(categories.find((c) => c.id === p.category)?.name ?? p.category);
  if (p.startsOn) parts.push(`du ${p.startsOn}`);
  if (p.endsOn) parts.push(`jusqu’au ${p.endsOn}`);
  if (p.perCustomer !== null) parts.push(`${p.perCustomer} par client`);
  return parts.join(' · ');
}

/**
 * 'Promotions' (docs/decisions/0191): the owner's own codes, typed by shoppers in the checkout's
 * 'Code promo' field. Create one, see how many orders used it, switch it off.
 */
export function PromotionsTab() {
  const queryClient = useQueryClient();
  // Any of her listings, hidden ones too: their products stay on sale (docs/decisions/0231).
  const categories = useProductCategories();
  const list = useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) =>
      apiGet<{ promotions: Promotion[] }>('/api/admin/promotions', { signal }),
  });
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionsKey });

  const create = useMutation({
    mutationFn: (body: PromotionCreate) => apiPost<Promotion>('/api/admin/promotions', body),
    onSuccess: (created) => {
      notify({ title: `Code ${created.code} créé`, variant: 'success' });
      setForm(EMPTY);
      setErrors({});
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fieldsFor(FIELDS));
      notify({ title: 'Code non créé', description: error.message, variant: 'destructive' });
    },
    onSettled: refresh,
  });
  const switchOff = useMutation({
    mutationFn: (code: string) =>
      apiPost<Promotion>(`/api/admin/promotions/${encodeURIComponent(code)}/off`),
    onError: (error) =>
      notify({ title: 'Code non désactivé', description: error.message, variant: 'destructive' }),
    onSettled: refresh,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({
      code: form.code,
      discount: { kind: form.kind, value: Number(form.value) },
      minSubtotal: numberOrNull(form.minSubtotal) ?? 0,
      startsOn: form.startsOn || null,
      endsOn: form.endsOn || null,
      category: form.category || null,
      perCustomer: numberOrNull(form.perCustomer),
      totalLimit: numberOrNull(form.totalLimit),
    });
  }
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: event.target.value }));

  return (
    <section aria-labelledby="promotions-title" className="space-y-6">
      <h2 id="promotions-title" className="text-lg font-bold">
        Promotions
      </h2>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 rounded-lg bg-sand/60 p-4 sm:grid-cols-2"
      >
        <FormField
          label="Code"
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          hint="Ex. TABASKI10 : ce que la cliente tape dans « Code promo »."
          autoCapitalize="characters"
        />
        <div>
          <label htmlFor="promo-kind" className="mb-1 block text-sm font-semibold">
            Réduction
          </label>
          <select id="promo-kind" value={form.kind} onChange={set('kind')} className={fieldClass}>
            <option value="percent">Pourcentage (%)</option>
            <option value="amount">Montant (FCFA)</option>
          </select>
        </div>
        <FormField
          label={form.kind === 'percent' ? 'Pourcentage' : 'Montant en FCFA'}
          inputMode="numeric"
          value={form.value}
          onChange={set('value')}
          error={errors['discount.value']}
        />
        <FormField
          label="Minimum d’achats (FCFA)"
          inputMode="numeric"
          value={form.minSubtotal}
          onChange={set('minSubtotal')}
          error={errors.minSubtotal}
          hint="Hors livraison. Vide : sans minimum."
        />
        <FormField
          label="Début"
          type="date"
          value={form.startsOn}
          onChange={set('startsOn')}
          error={errors.startsOn}
        />
        <FormField
          label="Fin (dernier jour)"
          type="date"
          value={form.endsOn}
          onChange={set('endsOn')}
          error={errors.endsOn}
        />
        <div>
          <label htmlFor="promo-category" className="mb-1 block text-sm font-semibold">
            Catégorie
          </label>
          <select
            id="promo-category"
            value={form.category}
            onChange={set('category')}
            className={fieldClass}
          >
            <option value="">Toute la boutique</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label="Utilisations par client"
          inputMode="numeric"
          value={form.perCustomer}
          onChange={set('perCustomer')}
          error={errors.perCustomer}
          hint="Compté par numéro de téléphone. Vide : sans limite."
        />
        <FormField
          label="Utilisations en tout"
          inputMode="numeric"
          value={form.totalLimit}
          onChange={set('totalLimit')}
          error={errors.totalLimit}
          hint="Vide : sans limite."
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Création...' : 'Créer le code'}
          </Button>
        </div>
      </form>

      {list.isPending ? (
        <p role="status">Chargement des codes...</p>
      ) : list.isError ? (
        <p role="alert">Les codes n’ont pas pu être chargés.</p>
      ) : list.data.promotions.length === 0 ? (
        <p>Aucun code pour l’instant.</p>
      ) : (
        <ul aria-label="Codes promo" className="divide-y rounded-lg border">
          {list.data.promotions.map((p) => (
            <li key={p.code} className="flex flex-wrap items-center gap-3 p-3">
              <span className="font-mono font-bold">{p.code}</span>
              <span className="text-sm">{describe(p, categories)}</span>
              <span className="text-sm">
                {p.uses} utilisation{p.uses > 1 ? 's' : ''}
                {p.totalLimit !== null ? ` sur ${p.totalLimit}` : ''}
              </span>
              {p.active ? (
                <Button
                  variant="outline"
                  className="ml-auto"
                  disabled={switchOff.isPending}
                  onClick={() => switchOff.mutate(p.code)}
                  aria-label={`Désactiver ${p.code}`}
                >
                  Désactiver
                </Button>
              ) : (
                <span className="ml-auto text-sm font-semibold text-neutral-700">Désactivé</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
