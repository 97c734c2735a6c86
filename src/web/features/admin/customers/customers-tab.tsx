import type { DerivedCustomer } from '@shared/api/admin.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { formatPrice } from '@shared/format/money.ts';
import { plural } from '@shared/format/plural.ts';
import { useState } from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
import { CUSTOMERS_CSV_URL, useCustomers } from '../api/get-customers';
import { telHref } from '../orders/phone-links';
import { useIsOwner } from '../dashboard/staff-role';
import { DownloadIcon, TabError, TabLoading } from '../dashboard/tab-states';
import { useWideScreen } from '../dashboard/use-wide-screen';
import { CustomerPage } from './customer-page';

type Open = (customer: DerivedCustomer) => void;

/** The customer's name, a button that opens their page (plain text when it has none). */
function OpenName({ customer, onOpen }: { customer: DerivedCustomer; onOpen: Open }) {
  if (!customer.pageKey) return <>{customer.name}</>;
  return (
    <button
      type="button"
      onClick={() => onOpen(customer)}
      className="min-h-11 text-left font-bold break-words text-lagoon-dark underline underline-offset-4"
    >
      {customer.name}
    </button>
  );
}

const count = new Intl.NumberFormat('fr-FR');

function Phone({ phone }: { phone: string }) {
  const href = telHref(phone);
  if (!href) return <>{phone}</>;
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-lagoon-dark underline-offset-4 hover:underline"
    >
      {phone}
    </a>
  );
}

function CustomerCard({ customer, onOpen }: { customer: DerivedCustomer; onOpen: Open }) {
  return (
    <li className="min-w-0 rounded-lg border border-black/10 bg-white p-4">
      <p className="font-bold break-words">
        <OpenName customer={customer} onOpen={onOpen} />
      </p>
      <Phone phone={customer.phone} />
      <p className="truncate text-sm text-neutral-700" title={customer.address}>
        {customer.address}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 border-t border-black/10 pt-2 text-sm">
        <div>
          <dt className="text-xs text-neutral-700">Commandes</dt>
          <dd className="font-semibold">{count.format(customer.orderCount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-700">Montant payé</dt>
          <dd className="font-semibold whitespace-nowrap">{formatPrice(customer.totalSpent)}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-700">Dernière commande</dt>
          <dd>{formatDateTime(customer.lastOrderAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

const th = 'px-3 py-2 text-left text-xs font-bold tracking-wider text-neutral-700 uppercase';
const td = 'px-3 py-2 align-middle';

/**
 * The 'Clients' tab, customers derived from the orders: grouped by the lower-cased trimmed
 * name, computed by the server; a table from md, cards on phones; the CSV export. A name opens
 * the customer's page.
 */
export function CustomersTab() {
  const customers = useCustomers();
  const wide = useWideScreen();
  const list = customers.data?.pages.flatMap((p) => p.customers) ?? [];
  const total = customers.data?.pages[0]?.total;
  const [open, setOpen] = useState<DerivedCustomer | null>(null);
  const owner = useIsOwner();

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold" aria-live="polite">
          Total {total === undefined ? '…' : count.format(total)}{' '}
          {total === undefined ? 'clients' : plural(total, 'client', 'clients')}
        </p>
        {/* The customers' file is the owner's to take away (a vendeur's download is refused). */}
        {owner && (
          <a
            href={CUSTOMERS_CSV_URL}
            download
            className={buttonVariants({ variant: 'outline', className: 'max-sm:w-full' })}
          >
            <DownloadIcon aria-hidden="true" className="size-4" />
            Exporter les données
          </a>
        )}
      </div>
      {customers.isPending ? (
        <TabLoading>Chargement des clients...</TabLoading>
      ) : customers.isError && list.length === 0 ? (
        <TabError message={customers.error.message} onRetry={() => void customers.refetch()} />
      ) : list.length === 0 ? (
        <p className="mt-5 rounded-lg border border-dashed border-black/20 p-8 text-center">
          Aucun client pour l’instant.
        </p>
      ) : (
        <>
          {!wide && (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {list.map((c) => (
                <CustomerCard key={c.key} customer={c} onOpen={setOpen} />
              ))}
            </ul>
          )}
          {wide && (
            <div className="mt-4 overflow-x-auto rounded-lg border border-black/10 bg-white">
              <table className="w-full text-sm">
                <caption className="sr-only">Clients, du plus récent au plus ancien</caption>
                <thead className="border-b border-black/10 bg-sand">
                  <tr>
                    <th scope="col" className={th}>
                      Nom du client
                    </th>
                    <th scope="col" className={th}>
                      Téléphone
                    </th>
                    <th scope="col" className={th}>
                      Adresse
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Nombre de commandes
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Montant payé
                    </th>
                    <th scope="col" className={th}>
                      Dernière commande
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-black/10">
                  {list.map((c) => (
                    <tr key={c.key}>
                      <th scope="row" className={`${td} text-left font-semibold`}>
                        <OpenName customer={c} onOpen={setOpen} />
                      </th>
                      <td className={td}>
                        <Phone phone={c.phone} />
                      </td>
                      <td className={td}>
                        <span className="block max-w-[16rem] truncate" title={c.address}>
                          {c.address}
                        </span>
                      </td>
                      <td className={`${td} text-right`}>{count.format(c.orderCount)}</td>
                      <td className={`${td} text-right whitespace-nowrap`}>
                        {formatPrice(c.totalSpent)}
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{formatDateTime(c.lastOrderAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {customers.hasNextPage && (
            <div className="mt-5 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void customers.fetchNextPage()}
                disabled={customers.isFetchingNextPage}
              >
                {customers.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
              </Button>
            </div>
          )}
        </>
      )}
      {open?.pageKey && (
        <CustomerPage customerKey={open.pageKey} name={open.name} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
