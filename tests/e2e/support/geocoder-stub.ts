import { createServer, type Server } from 'node:http';

/** What the stand-in answers for any position, as Nominatim's `display_name`. */
export const STUB_ADDRESS = 'Rue des Jardins, Cocody Riviera 3, Abidjan, Côte d’Ivoire';
/** A latitude the stand-in fails on (HTTP 500), to see the raw-coordinates fallback. */
export const FAILING_LATITUDE = 7.5;

/**
 * A Nominatim stand-in on the loopback port the e2e server's GEOCODER_URL names (see
 * playwright.config.ts): `GET /reverse?lat=…&lon=…` → `{ display_name }`. Tests start it while
 * they need it and close it after; the shop never asks the internet.
 */
export async function startGeocoderStub(port: number): Promise<{ close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const lat = Number(url.searchParams.get('lat'));
    if (url.pathname !== '/reverse' || Number.isNaN(lat) || lat === FAILING_LATITUDE) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"stub"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ display_name: STUB_ADDRESS }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function geocoderPort(): number {
  const port = Number(process.env.LAGUNE_E2E_GEOCODER_PORT);
  if (!port) throw new Error('LAGUNE_E2E_GEOCODER_PORT manquant (voir playwright.config.ts)');
  return port;
}
