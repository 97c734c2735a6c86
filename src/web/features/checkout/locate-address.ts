import { reverseGeocode } from './reverse-geocode';

/** 'Me localiser': the toast title and its messages. */
export const GEOLOCATION_ERROR_TITLE = 'Erreur de localisation';
export const GEOLOCATION_MESSAGES = {
  unsupported: "La géolocalisation n'est pas supportée par votre navigateur.",
  denied: 'Vous avez refusé la demande de géolocalisation.',
  unavailable: 'Les informations de localisation ne sont pas disponibles.',
  timeout: 'La demande de localisation a expiré.',
  other: "Une erreur s'est produite lors de la recherche de votre position.",
} as const;

/** The phone could not give a position; `message` is the text to show. */
export class GeolocationFailure extends Error {
  override readonly name = 'GeolocationFailure';
}

// GeolocationPositionError's codes (the constants are not on every implementation's instances).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

function messageFor(error: { code?: number } | undefined): string {
  switch (error?.code) {
    case PERMISSION_DENIED:
      return GEOLOCATION_MESSAGES.denied;
    case POSITION_UNAVAILABLE:
      return GEOLOCATION_MESSAGES.unavailable;
    case TIMEOUT:
      return GEOLOCATION_MESSAGES.timeout;
    default:
      return GEOLOCATION_MESSAGES.other;
  }
}

export function currentPosition(): Promise<{ lat: number; lon: number }> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    return Promise.reject(new GeolocationFailure(GEOLOCATION_MESSAGES.unsupported));
  }
  return new Promise((resolve, reject) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
        (error) => reject(new GeolocationFailure(messageFor(error))),
        // A phone's GPS fix can take a while indoors; a position of the last minute is fine.
        { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
      );
    } catch {
      reject(new GeolocationFailure(GEOLOCATION_MESSAGES.other));
    }
  });
}

/** `5.35995, -4.00826`: what fills the address when no street address is found. */
export function formatCoordinates(lat: number, lon: number): string {
  return `${lat.toFixed(5)}, ${lon.toFixed(5)}`;
}

/**
 * The shopper's address from the phone's position: the street address our server finds for it,
 * or the raw coordinates when reverse geocoding fails (`exact` false). Rejects with a
 * GeolocationFailure when there is no position.
 */
export async function locateAddress(): Promise<{ address: string; exact: boolean }> {
  const { lat, lon } = await currentPosition();
  try {
    const address = (await reverseGeocode(lat, lon)).trim();
    if (address) return { address, exact: true };
  } catch (error) {
    console.warn('Géocodage inverse indisponible : coordonnées utilisées', error);
  }
  return { address: formatCoordinates(lat, lon), exact: false };
}
