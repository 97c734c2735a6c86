import { Outlet } from 'react-router';

export default function ShopLayout() {
  return (
    <>
      <header>LAGUNE</header>
      <main id="contenu">
        <Outlet />
      </main>
      <footer>Pied de page</footer>
    </>
  );
}
