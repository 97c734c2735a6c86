import { useShopSettings } from '~/lib/shop-settings';

// The shop's details as the server has them now (ADR 0096), for text written once in a module
// (legal pages, the FAQ) rather than inside a component.

export function ShopName() {
  return <>{useShopSettings().name}</>;
}

export function ShopEmailLink() {
  const { email } = useShopSettings();
  return <a href={`mailto:${email}`}>{email}</a>;
}

export function ShopPhone() {
  return <span className="whitespace-nowrap">{useShopSettings().phone}</span>;
}

export function WaveNumber() {
  return <span className="whitespace-nowrap">{useShopSettings().waveNumber}</span>;
}
