// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

/** A route whose loader fails, as a page whose data cannot be loaded does. */
function renderFailing(failure: () => never) {
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: failure,
      Component: () => <p>Contenu</p>,
      HydrateFallback: () => <p>Chargement...</p>,
      ErrorBoundary: ({ error }: { error: unknown }) => <ErrorPage error={error} />,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

afterEach(cleanup);

describe('ErrorPage (the root error boundary)', () => {
  it('tells in French that the page failed, offers to retry and to go home', async () => {
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Vérifiez votre connexion/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('shows the 404 page for a 404 answer, without Réessayer', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
