import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { products } from '../../shared/catalogue/products.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/config/shop-settings.ts';
import { deliveryFee, deliveryRatesOf, type DeliveryZoneId } from '../../shared/domain/delivery.ts';
import type { OrderStatus } from '../../shared/domain/orders.ts';
import { queryRows, type Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { newOrderReference, REFERENCE_ALPHABET } from '../orders/order-reference.ts';

// Demo orders are priced at the first-start fees, whatever the shop has saved since.
const SEED_RATES = deliveryRatesOf(DEFAULT_SHOP_SETTINGS);
/**
 * Realistic orders for benches and demos (`npm run seed:orders -- 100000`): a mix of guests and
 * registered customers who come back, Ivorian names, phones typed every way, addresses in
 * Abidjan's communes and beyond, 1–4 lines from the catalogue (a few of a retired product),
 * statuses by age, delivery zones and fees as the shop charges them, dates over the last year,
 * and a few contact messages. Rows are built here and written 10 000 orders at a time, each
 * table in one `INSERT … SELECT FROM unnest($arrays)` (one statement, a handful of parameters),
 * inside one transaction per batch with triggers off where allowed (no 100 000 NOTIFYs).
 * Stock is left alone: these are past orders.
 */

const FIRST_NAMES = [
  'Adjoua',
  'Aya',
  'Akissi',
  'Affoué',
  'Amenan',
  'Ahou',
  'Awa',
  'Fatou',
  'Mariam',
  'Aminata',
  'Aïcha',
  'Kadi',
  'Salimata',
  'Rokia',
  'Nadège',
  'Christelle',
  'Estelle',
  'Grâce',
  'Prisca',
  'Bintou',
  'Kouassi',
  'Koffi',
  'Kouadio',
  'Konan',
  'Yao',
  'Kouamé',
  'N’Guessan',
  'Ibrahim',
  'Moussa',
  'Seydou',
  'Drissa',
  'Souleymane',
  'Jean-Marc',
  'Serge',
  'Hervé',
  'Arsène',
  'Didier',
  'Yannick',
  'Franck',
  'Wilfried',
];
const LAST_NAMES = [
  'Kouassi',
  'Koné',
  'Traoré',
  'Ouattara',
  'Bamba',
  'Coulibaly',
  'Diabaté',
  'Touré',
  'Yao',
  'Konan',
  'Kouadio',
  'N’Guessan',
  'Koffi',
  'Diallo',
  'Cissé',
  'Doumbia',
  'Fofana',
  'Sangaré',
  'Bakayoko',
  'Tanoh',
  'Aka',
  'Assi',
  'Ehui',
  'Gnagne',
  'Kacou',
  'Loukou',
  'Boni',
  'Dosso',
  'Soro',
  'Kra',
];
const PLACES: Record<DeliveryZoneId, string[]> = {
  abidjan: [
    'Cocody Riviera 2',
    'Cocody Angré 8e tranche',
    'Cocody Deux-Plateaux Vallons',
    'Yopougon Maroc',
    'Yopougon Selmer',
    'Abobo Baoulé',
    'Abobo Avocatier',
    'Marcory Zone 4',
    'Marcory Résidentiel',
    'Treichville Avenue 12',
    'Koumassi Remblais',
    'Plateau, rue du Commerce',
    'Port-Bouët Vridi',
    'Adjamé Williamsville',
    'Attécoubé Santé',
    'Bingerville',
    'Anyama',
    'Songon',
  ],
  interior: [
    'Bouaké, Air France 2',
    'Yamoussoukro, Habitat',
    'San-Pédro, Bardot',
    'Korhogo, Soba',
    'Daloa, Lobia',
    'Man, Domoraud',
    'Gagnoa, Dioulabougou',
    'Abengourou, Agnikro',
  ],
  'west-africa': [
    'Dakar, Plateau',
    'Bamako, Hamdallaye',
    'Lomé, Bè',
    'Cotonou, Cadjèhoun',
    'Douala, Akwa',
  ],
  world: [
    'Paris 18e, rue Myrha',
    'Bruxelles, Matonge',
    'Montréal, Côte-des-Neiges',
    'New York, Harlem',
  ],
};
const LANDMARKS = [
  'près de la pharmacie',
  'face à l’église',
  'derrière le marché',
  'villa 12',
  'immeuble Les Palmiers, 3e étage',
  'portail vert',
  'à côté du maquis',
  'carrefour de la station',
  'cité SIR, bâtiment B',
];
const INSTRUCTIONS = [
  'Appeler avant de livrer',
  'Livrer après 18 h',
  'Portail bleu, sonner deux fois',
  'Laisser au gardien',
  'Je suis au bureau la journée',
  'Paiement Wave fait, référence dans la note',
];
const RETIRED_PRODUCT = 't-shirt-collection-2023';

const sellable = products
  .filter((p) => p.inStock)
  .flatMap((p) =>
    p.sizes.filter((s) => s.available).map((s) => ({ id: p.id, size: s.name, price: p.price })),
  );

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

function weighted<T extends string>(rand: Rand, weights: [T, number][]): T {
  let r = rand() * weights.reduce((n, [, w]) => n + w, 0);
  for (const [value, weight] of weights) {
    r -= weight;
    if (r < 0) return value;
  }
  return weights[0]![0];
}

function phone(rand: Rand): string {
  const digits = `${pick(rand, ['07', '05', '01'])}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`;
  const spaced = digits.replace(/(\d\d)(?=\d)/g, '$1 ');
  return weighted(rand, [
    [spaced, 5],
    [digits, 3],
    [`+225 ${spaced}`, 2],
    [`00225${digits}`, 1],
  ]);
}

function address(rand: Rand, zone: DeliveryZoneId): string {
  return `${pick(rand, PLACES[zone])}, ${pick(rand, LANDMARKS)}`;
}

function status(rand: Rand, ageDays: number): OrderStatus {
  if (ageDays < 2)
    return weighted(rand, [
      ['pending', 60],
      ['paid', 25],
      ['processing', 15],
    ]);
  // Past the 48 h payment window an unpaid order has been released (ADR 0126): cancelled.
  if (ageDays < 10)
    return weighted(rand, [
      ['paid', 25],
      ['processing', 25],
      ['shipped', 25],
      ['delivered', 10],
      ['cancelled', 15],
    ]);
  return weighted(rand, [
    ['delivered', 74],
    ['shipped', 4],
    ['paid', 3],
    ['processing', 3],
    ['cancelled', 16],
  ]);
}

/** `LG-` + 6 characters: `seq × 7919 + offset` modulo 31⁶ is one-to-one, so a batch never repeats one. */
function reference(seq: number, offset: number): string {
  const size = REFERENCE_ALPHABET.length;
  let value = (seq * 7919 + offset) % size ** 6;
  let code = '';
  for (let i = 0; i < 6; i++) {
    code = REFERENCE_ALPHABET[value % size]! + code;
    value = Math.floor(value / size);
  }
  return `LG-${code}`;
}

export type SeedResult = { orders: number; items: number; users: number; messages: number };

export const SEED_BATCH = 10_000;
const DAY_MS = 86_400_000;

export async function seedOrders(
  db: Db,
  count: number,
  { onProgress, rand = Math.random }: { onProgress?: (done: number) => void; rand?: Rand } = {},
): Promise<SeedResult> {
  const run = Math.floor(rand() * 36 ** 6).toString(36);
  const offset = Math.floor(rand() * REFERENCE_ALPHABET.length ** 6);
  const now = Date.now();

  // Registered customers: one for twenty orders, each with their own phone and address.
  const customers = Array.from({ length: Math.max(1, Math.floor(count / 20)) }, (_, i) => {
    const zone: DeliveryZoneId = rand() < 0.85 ? 'abidjan' : 'interior';
    return {
      id: randomUUID(),
      email: `client-${run}-${i}@exemple.ci`,
      fullName: `${pick(rand, FIRST_NAMES)} ${pick(rand, LAST_NAMES)}`,
      phone: phone(rand),
      zone,
      address: address(rand, zone),
      createdAt: new Date(now - rand() * 400 * DAY_MS),
    };
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, email, password_hash, full_name, role, email_confirmed_at, created_at)
      select id, email, 'seed:no-password', full_name, 'customer', created_at, created_at
      from unnest(${sql.param(customers.map((c) => c.id))}::uuid[], ${sql.param(customers.map((c) => c.email))}::text[],
                  ${sql.param(customers.map((c) => c.fullName))}::text[],
                  ${sql.param(customers.map((c) => c.createdAt.toISOString()))}::timestamptz[])
        as t(id, email, full_name, created_at)`);
  });

  let items = 0;
  for (let done = 0; done < count;) {
    const size = Math.min(SEED_BATCH, count - done);
    const o = {
      id: [] as string[],
      reference: [] as string[],
      userId: [] as (string | null)[],
      subtotal: [] as number[],
      zone: [] as string[],
      fee: [] as number[],
      total: [] as number[],
      status: [] as string[],
      createdAt: [] as string[],
      updatedAt: [] as string[],
      address: [] as string[],
      name: [] as string[],
      phone: [] as string[],
      instructions: [] as (string | null)[],
    };
    const it = {
      orderId: [] as string[],
      productId: [] as string[],
      size: [] as string[],
      quantity: [] as number[],
      price: [] as number[],
    };
    for (let i = 0; i < size; i++) {
      const seq = done + i;
      const id = randomUUID();
      const ageDays = 365 * rand() ** 1.4;
      const created = now - ageDays * DAY_MS;
      const customer = rand() < 0.4 ? pick(rand, customers) : undefined;
      const zone: DeliveryZoneId =
        customer?.zone ??
        weighted<DeliveryZoneId>(rand, [
          ['abidjan', 70],
          ['interior', 22],
          ['west-africa', 5],
          ['world', 3],
        ]);
      const lineCount = weighted(rand, [
        ['1', 45],
        ['2', 30],
        ['3', 17],
        ['4', 8],
      ]);
      let subtotal = 0;
      const chosen = new Set<string>();
      for (let l = 0; l < Number(lineCount); l++) {
        const line =
          rand() < 0.002 ? { id: RETIRED_PRODUCT, size: 'M', price: 5000 } : pick(rand, sellable);
        if (chosen.has(`${line.id}/${line.size}`)) continue;
        chosen.add(`${line.id}/${line.size}`);
        const quantity = Number(
          weighted(rand, [
            ['1', 70],
            ['2', 22],
            ['3', 8],
          ]),
        );
        subtotal += quantity * line.price;
        it.orderId.push(id);
        it.productId.push(line.id);
        it.size.push(line.size);
        it.quantity.push(quantity);
        it.price.push(line.price);
      }
      const fee = deliveryFee(zone, subtotal, SEED_RATES);
      const state = status(rand, ageDays);
      const updated = state === 'pending' ? created : Math.min(now, created + rand() * 3 * DAY_MS);
      o.id.push(id);
      o.reference.push(reference(seq, offset));
      o.userId.push(customer?.id ?? null);
      o.subtotal.push(subtotal);
      o.zone.push(zone);
      o.fee.push(fee);
      o.total.push(subtotal + fee);
      o.status.push(state);
      o.createdAt.push(new Date(created).toISOString());
      o.updatedAt.push(new Date(updated).toISOString());
      o.address.push(customer?.address ?? address(rand, zone));
      o.name.push(customer?.fullName ?? `${pick(rand, FIRST_NAMES)} ${pick(rand, LAST_NAMES)}`);
      o.phone.push(customer?.phone ?? phone(rand));
      o.instructions.push(rand() < 0.3 ? pick(rand, INSTRUCTIONS) : null);
    }
    await avoidTakenReferences(db, o.reference);
    await db.transaction(async (tx) => {
      await withoutTriggers(tx);
      await tx.execute(sql`
        insert into orders (id, reference, user_id, subtotal, delivery_zone, delivery_fee, total_amount,
                            status, created_at, updated_at, shipping_address)
        select t.id,
               t.reference,
               t.user_id, t.subtotal, t.zone, t.fee, t.total, t.status, t.created_at, t.updated_at, t.address
        from unnest(${sql.param(o.id)}::uuid[], ${sql.param(o.reference)}::text[], ${sql.param(o.userId)}::uuid[], ${sql.param(o.subtotal)}::int[],
                    ${sql.param(o.zone)}::text[], ${sql.param(o.fee)}::int[], ${sql.param(o.total)}::int[], ${sql.param(o.status)}::text[],
                    ${sql.param(o.createdAt)}::timestamptz[], ${sql.param(o.updatedAt)}::timestamptz[], ${sql.param(o.address)}::text[])
          as t(id, reference, user_id, subtotal, zone, fee, total, status, created_at, updated_at, address)`);
      await tx.execute(sql`
        insert into orders_info (id, nom_complet, telephone, instructions, created_at)
        select id, name, phone, instructions, created_at
        from unnest(${sql.param(o.id)}::uuid[], ${sql.param(o.name)}::text[], ${sql.param(o.phone)}::text[], ${sql.param(o.instructions)}::text[],
                    ${sql.param(o.createdAt)}::timestamptz[]) as t(id, name, phone, instructions, created_at)`);
      await tx.execute(sql`
        insert into order_items (order_id, product_id, size, quantity, price)
        select * from unnest(${sql.param(it.orderId)}::uuid[], ${sql.param(it.productId)}::text[], ${sql.param(it.size)}::text[],
                             ${sql.param(it.quantity)}::int[], ${sql.param(it.price)}::int[])`);
    });
    items += it.orderId.length;
    done += size;
    onProgress?.(done);
  }

  const messages = Math.floor(count / 500);
  if (messages > 0) {
    const names = Array.from(
      { length: messages },
      () => `${pick(rand, FIRST_NAMES)} ${pick(rand, LAST_NAMES)}`,
    );
    const dates = names.map(() => new Date(now - rand() * 90 * DAY_MS).toISOString());
    const read = names.map(() => rand() < 0.7);
    await db.execute(sql`
      insert into contact_messages (name, email, subject, message, created_at, read_at)
      select name, 'contact-' || ord || '@exemple.ci', 'Question sur ma commande',
             'Bonjour, je voudrais savoir quand ma commande sera livrée. Merci.', created_at,
             case when is_read then created_at + interval '1 day' end
      from unnest(${sql.param(names)}::text[], ${sql.param(dates)}::timestamptz[], ${sql.param(read)}::boolean[])
        with ordinality as t(name, created_at, is_read, ord)`);
  }
  // Fresh statistics: the planner should see 100 000 orders, not an empty table.
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze orders_info`);
  await db.execute(sql`analyze order_items`);
  return { orders: count, items, users: customers.length, messages };
}

/** References an earlier run (or a real order) already has are drawn again at random. */
async function avoidTakenReferences(db: Db, references: string[]): Promise<void> {
  for (;;) {
    const taken = await queryRows<{ reference: string }>(
      db,
      sql`select reference from orders where reference = any(${sql.param(references)}::text[])`,
    );
    if (taken.length === 0) return;
    const used = new Set(references);
    const clash = new Set(taken.map((t) => t.reference));
    for (let i = 0; i < references.length; i++) {
      if (!clash.has(references[i]!)) continue;
      let fresh: string;
      do fresh = newOrderReference();
      while (used.has(fresh));
      used.add(fresh);
      references[i] = fresh;
    }
  }
}

/**
 * Triggers (the live channel's NOTIFY per order) off for this transaction where the role may
 * (a superuser: PGlite, a local server); otherwise they run, which is only slower.
 */
async function withoutTriggers(tx: Tx): Promise<void> {
  await tx.execute(sql`savepoint seed_triggers`);
  try {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`release savepoint seed_triggers`);
  } catch {
    await tx.execute(sql`rollback to savepoint seed_triggers`);
  }
}
