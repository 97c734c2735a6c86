/**
 * 'Mes Coordonnées', the saved contact details: kept in this browser under `userAddress`,
 * filled in the account modal, and used to prefill the checkout form.
 */
export const SAVED_ADDRESS_KEY = 'userAddress';

export interface SavedAddress {
  fullName: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
}

export const SAVED_ADDRESS_FIELDS = [
  'fullName',
  'address',
  'city',
  'postalCode',
  'phone',
  'email',
] as const satisfies readonly (keyof SavedAddress)[];

/** Full name, phone and e-mail are required. */
export const REQUIRED_ADDRESS_FIELDS = ['fullName', 'phone', 'email'] as const;

export const SAVED_ADDRESS_MESSAGES = {
  missing: 'Veuillez remplir tous les champs obligatoires',
  saved: 'Vos coordonnées ont été enregistrées',
} as const;

export function emptyAddress(): SavedAddress {
  return { fullName: '', address: '', city: '', postalCode: '', phone: '', email: '' };
}

/** The saved details, or undefined when there are none (or they are unreadable). */
export function readSavedAddress(): SavedAddress | undefined {
  try {
    const raw = localStorage.getItem(SAVED_ADDRESS_KEY);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return undefined;
    const address = emptyAddress();
    for (const field of SAVED_ADDRESS_FIELDS) {
      const text = value[field];
      if (typeof text === 'string') address[field] = text.slice(0, 200);
    }
    return address;
  } catch {
    return undefined;
  }
}

/** Saves trimmed details; false when storage refused them (private mode, full). */
export function saveAddress(address: SavedAddress): boolean {
  const trimmed = emptyAddress();
  for (const field of SAVED_ADDRESS_FIELDS) trimmed[field] = address[field].trim();
  try {
    localStorage.setItem(SAVED_ADDRESS_KEY, JSON.stringify(trimmed));
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/**
 * Forgets the saved details: on a shared phone, the next person must not find the last one's
 * name, phone and address in the checkout or /suivi after that one signed out.
 */
export function forgetSavedAddress(): void {
  try {
    localStorage.removeItem(SAVED_ADDRESS_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}
