import { apiGet } from '~/lib/api';

/** GET /api/geocode/reverse: the address of a position, looked up by our server. */
export async function reverseGeocode(lat: number, lon: number): Promise<string> {
  const query = new URLSearchParams({ lat: String(lat), lon: String(lon) });
  const { displayName } = await apiGet<{ displayName: string }>(`/api/geocode/reverse?${query}`);
  return displayName;
}
