import { ADMIN_GUARD_MESSAGE } from '@shared/api/admin.ts';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useIsFetching,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { clsx } from 'clsx';
import { ApiError } from '~/lib/api';
import { dismissToasts, notify } from '~/lib/toast';
import { setAdminHint } from '../login/admin-login-entry';
import { getSession, isAdminSession } from '../api/get-session';
import { adminKeys } from '../api/keys';
import { signOut } from '../api/sign-out';
import { CustomersTab } from '../customers/customers-tab';
import { useLiveOrders } from '../live/use-live-orders';
import { MessagesTab } from '../messages/messages-tab';
import { SentMessages } from '../messages/sent-messages';
import { OrdersTab } from '../orders/orders-tab';
import { ProductsTab } from '../products/products-tab';
import { PromotionsTab } from '../promotions/promotions-tab';
import { SettingsTab } from '../settings/settings-tab';
import { ContentTab } from '../content/content-tab';
import { StaffTab } from '../staff/staff-tab';
import type { StaffRole } from '@shared/domain/users.ts';
import { DashboardTabs, type TabDef } from './dashboard-tabs';
import { MoneyBoard } from './money-board';
import { ServerStateCard } from './server-state-card';
import { StaffRoleProvider } from './staff-role';
import { StatCards } from './stat-cards';

export const DASHBOARD_TITLE = 'Tableau de bord administrateur';
export const LIVE_BANNER_TITLE = 'Mises à jour en temps réel activées';

/**
 * The server said this session is not an admin's (401 auth_required / mfa_required, 403); a
 * vendeur told a route is the owner's stays signed in (ADR 0200).
 */
function isDenial(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || (error.status === 403 && error.code !== 'owner_only'))
  );
}

function makeQueryClient(onDenied: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => isDenial(error) && onDenied() }),
    mutationCache: new MutationCache({ onError: (error) => isDenial(error) && onDenied() }),
    defaultOptions: {
      queries: {
        // The live channel says what changed; refetching on focus would reload every page shown.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

type TabId =
  | 'commandes'
  | 'clients'
  | 'produits'
  | 'promotions'
  | 'messages'
  | 'envois'
  | 'contenu'
  | 'equipe'
  | 'parametres';

/** The tabs a vendeur sees (docs/decisions/0200); the server refuses her the others' routes. */
const VENDEUR_TABS: ReadonlySet<TabId> = new Set([
  'commandes',
  'clients',
  'produits',
  'messages',
  'envois',
]);

const TABS: readonly TabDef<TabId>[] = [
  { id: 'commandes', label: 'Commandes', render: () => <OrdersTab /> },
  { id: 'clients', label: 'Clients', render: () => <CustomersTab /> },
  { id: 'produits', label: 'Produits', render: () => <ProductsTab /> },
  { id: 'promotions', label: 'Promotions', render: () => <PromotionsTab /> },
  { id: 'messages', label: 'Messages', render: () => <MessagesTab /> },
  // 'Envois', not 'Messages envoyés': a tab found by the name 'Messages' must stay one.
  { id: 'envois', label: 'Envois', render: () => <SentMessages /> },
  { id: 'contenu', label: 'Contenu', render: () => <ContentTab /> },
  { id: 'equipe', label: 'Équipe', render: () => <StaffTab /> },
  { id: 'parametres', label: 'Paramètres', render: () => <SettingsTab /> },
];

function LiveBanner() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
    >
      <span aria-hidden="true" className="relative mt-1.5 flex size-2.5 shrink-0">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-60 motion-reduce:hidden" />
        <span className="relative inline-flex size-2.5 rounded-full bg-green-600" />
      </span>
      <p className="text-sm">
        <span className="block font-bold">{LIVE_BANNER_TITLE}</span>
        Les nouvelles commandes et les changements de statut s’affichent automatiquement, sans
        recharger la page.
      </p>
    </div>
  );
}

function Dashboard({
  role,
  onDenied,
  onSignOut,
}: {
  role: StaffRole;
  onDenied: () => void;
  onSignOut: () => void;
}) {
  const owner = role === 'admin';
  const tabs = owner ? TABS : TABS.filter((t) => VENDEUR_TABS.has(t.id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const live = useLiveOrders(onDenied);
  const fetching = useIsFetching({ queryKey: adminKeys.all });
  const [refreshing, setRefreshing] = useState(false);
  // The tab is in the address (?onglet=clients), so a reload keeps it.
  const wanted = new URLSearchParams(location.search).get('onglet');
  const tab = tabs.find((t) => t.id === wanted)?.id ?? 'commandes';
  const selectTab = (id: TabId) =>
    void navigate(
      { search: id === 'commandes' ? '' : `?onglet=${id}` },
      { replace: true, preventScrollReset: true },
    );

  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-5 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="display-title text-lg sm:text-2xl">{DASHBOARD_TITLE}</h1>
        {/* Phones: Rafraîchir and Aide side by side, Se déconnecter below (three did not fit 360 px). */}
        <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:flex-nowrap">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => void refresh()}
            disabled={refreshing}
            aria-busy={refreshing}
          >
            {refreshing ? 'Actualisation...' : 'Rafraîchir'}
          </Button>
          {/* A plain link: the guide is a server page, readable and printable without the app. */}
          <a
            href="/admin/guide"
            className={clsx(buttonVariants({ variant: 'outline' }), 'flex-1 sm:flex-none')}
          >
            Aide
          </a>
          <Button variant="dark" className="basis-full sm:basis-auto" onClick={onSignOut}>
            Se déconnecter
          </Button>
        </div>
      </div>
      <p className="sr-only" role="status">
        {fetching > 0 ? 'Mise à jour des données…' : ''}
      </p>
      <div className="mt-4 space-y-4">
        {live && <LiveBanner />}
        <StatCards
          onOpenMessages={() => {
            selectTab('messages');
            // On a phone the tabs are below the cards: bring the opened one into view.
            document.getElementById('admin-tabs')?.scrollIntoView({ block: 'start' });
          }}
        />
        {owner && <MoneyBoard />}
        {owner && <ServerStateCard />}
      </div>
      <div id="admin-tabs" className="mt-6 scroll-mt-20">
        <StaffRoleProvider value={role}>
          <DashboardTabs tabs={tabs} selected={tab} onSelect={selectTab} />
        </StaffRoleProvider>
      </div>
    </div>
  );
}

/**
 * /admin/dashboard: the server says whether this session is an admin's;
 * otherwise, and whenever an admin call later answers 401/403, the guard message and back to '/'.
 */
export function AdminDashboard() {
  const navigate = useNavigate();
  const [access, setAccess] = useState<'checking' | StaffRole | 'unreachable'>('checking');
  const denied = useRef(false);
  const deny = useCallback(() => {
    if (denied.current) return;
    denied.current = true;
    setAdminHint(false);
    notify({ title: 'Erreur', description: ADMIN_GUARD_MESSAGE, variant: 'destructive' });
    void navigate('/', { replace: true });
  }, [navigate]);
  const [queryClient] = useState(() => makeQueryClient(() => deny()));
  const [attempt, setAttempt] = useState(0);
  const [signingOut, setSigningOut] = useState(false);

  /**
   * One toast, 'Déconnexion réussie', and nothing after it: the dashboard is
   * unmounted first, so its queries and live channel stop before the session ends (they used to
   * refetch, get 401 and toast the guard message and a loading error); no denial is shown meanwhile.
   */
  async function signOutAdmin() {
    denied.current = true;
    flushSync(() => setSigningOut(true));
    await queryClient.cancelQueries();
    try {
      await signOut();
    } catch (error) {
      // The session may already be gone; the hint goes anyway.
      console.error(error);
    }
    setAdminHint(false);
    queryClient.clear();
    // The dashboard's notices (pending orders…) are about a wing the owner just left.
    dismissToasts();
    notify({
      title: 'Déconnexion réussie',
      description: 'À bientôt chez LAGUNE',
      variant: 'success',
    });
    void navigate('/', { replace: true });
  }

  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      (session) => {
        if (!isAdminSession(session)) return deny();
        setAdminHint(true);
        setAccess(session.user!.role as StaffRole);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isDenial(error)) deny();
        else setAccess('unreachable');
      },
    );
    return () => controller.abort();
  }, [deny, attempt]);

  if (signingOut) {
    return (
      <p role="status" className="px-4 py-16 text-center text-neutral-700">
        Déconnexion...
      </p>
    );
  }
  if (access === 'checking') {
    return (
      <p role="status" className="px-4 py-16 text-center text-neutral-700">
        Chargement...
      </p>
    );
  }
  if (access === 'unreachable') {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-lg font-bold text-danger">Erreur de chargement</p>
        <p className="mt-1 text-sm">Impossible de joindre LAGUNE. Vérifiez votre connexion.</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => {
            setAccess('checking');
            setAttempt((n) => n + 1);
          }}
        >
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Dashboard role={access} onDenied={deny} onSignOut={() => void signOutAdmin()} />
    </QueryClientProvider>
  );
}
