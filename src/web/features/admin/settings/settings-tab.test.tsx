// @vitest-environment jsdom
import {
  PAYMENT_FIELDS,
  SETTING_FIELDS,
  SETTINGS_TEXT,
  settingTexts,
  type AdminSettings,
} from '@shared/api/admin-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frenchSpacing } from '@shared/format/typography.ts';
import { PHONE_MESSAGE } from '@shared/schemas/phone.ts';
import { notify } from '~/lib/toast';
import { SettingsTab } from './settings-tab';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

let stored: AdminSettings;
let puts: Record<string, unknown>[];
/** Someone else saved in between: the next PUT answers 409 and the GET the other values. */
let otherSave: AdminSettings | undefined;

beforeEach(() => {
  stored = { settings: DEFAULT_SHOP_SETTINGS, version: null, history: [] };
  puts = [];
  otherSave = undefined;
  vi.mocked(notify).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/admin/settings') throw new Error('appel inattendu');
      if (init?.method !== 'PUT') return Response.json(stored);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      // The server's rule: a new payment detail needs the password (or a code) with the save.
      const { currentPassword, mfa, ...rest } = body;
      const paymentChanged = PAYMENT_FIELDS.some(
        (f) =>
          settingTexts(rest as AdminSettings['settings'])[f] !== settingTexts(stored.settings)[f],
      );
      if (paymentChanged && currentPassword === undefined && mfa === undefined) {
        return Response.json(
          { error: { code: 'reauth_required', message: SETTINGS_TEXT.reauthRequired } },
          { status: 403 },
        );
      }
      if (currentPassword !== undefined && currentPassword !== 'Kpokpa#Abidjan7') {
        return Response.json(
          {
            error: {
              code: 'wrong_password',
              message: 'Mot de passe actuel incorrect',
              fields: { currentPassword: 'Mot de passe actuel incorrect' },
            },
          },
          { status: 400 },
        );
      }
      if (otherSave) {
        stored = otherSave;
        return Response.json(
          { error: { code: 'stale_settings', message: SETTINGS_TEXT.stale } },
          { status: 409 },
        );
      }
      const { version: _version, ...values } = rest;
      const settings = values as AdminSettings['settings'];
      // The changed fields, as the server's audit lists them.
      const before = settingTexts(stored.settings);
      const after = settingTexts(settings);
      stored = {
        settings,
        version: '2026-11-26 23:10:00.123456+00',
        history: [
          {
            at: '2026-11-26T23:10:00.123Z',
            actorEmail: 'patronne@lagune.ci',
            changes: SETTING_FIELDS.filter((f) => before[f] !== after[f]).map((field) => ({
              field,
              before: before[field],
              after: after[field],
            })),
          },
        ],
      };
      return Response.json(stored);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SettingsTab />
    </QueryClientProvider>,
  );
}

describe('SettingsTab', () => {
  it('shows the saved values; a number too short for WhatsApp is refused in French and nothing is sent', async () => {
    const user = userEvent.setup();
    renderTab();
    const whatsapp = await screen.findByLabelText('Numéro WhatsApp');
    expect(whatsapp).toHaveValue(DEFAULT_SHOP_SETTINGS.whatsappNumber);
    // Never saved yet: said in the owner's words, not the developer's.
    expect(document.body).toHaveTextContent(/Valeurs de départ, réglées à l’installation/);
    expect(document.body).not.toHaveTextContent(/environnement/i);
    await user.clear(whatsapp);
    await user.type(whatsapp, '07 00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));

    await waitFor(() => expect(whatsapp).toHaveAttribute('aria-invalid', 'true'));
    // The field's own error message, exactly (French spacing included).
    const errorId = whatsapp.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)).toHaveProperty('textContent', PHONE_MESSAGE);
    expect(whatsapp).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('takes a WhatsApp Business number on a landline, as its hint says (with the password: customers send their proof there)', async () => {
    const user = userEvent.setup();
    renderTab();
    const whatsapp = await screen.findByLabelText('Numéro WhatsApp');
    expect(whatsapp).toHaveAccessibleDescription(/fixe avec WhatsApp Business/);
    await user.clear(whatsapp);
    await user.type(whatsapp, '27 20 00 00 00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmer le changement de paiement',
    });
    await user.type(within(dialog).getByLabelText('Mot de passe actuel'), 'Kpokpa#Abidjan7');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer et enregistrer' }));

    const asked = { ...DEFAULT_SHOP_SETTINGS, whatsappNumber: '27 20 00 00 00', version: null };
    await waitFor(() =>
      expect(puts).toEqual([asked, { ...asked, currentPassword: 'Kpokpa#Abidjan7' }]),
    );
  });

  it('a new Wave number asks the password in a dialog, then saves with the version it was read at, says so, and lists the change in the history', async () => {
    const user = userEvent.setup();
    renderTab();
    const wave = await screen.findByLabelText('Numéro Wave');
    await user.clear(wave);
    await user.type(wave, '05 55 44 33 22');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));

    // A new Wave number: the server asks who is there; a dialog asks the password.
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmer le changement de paiement',
    });
    expect(dialog.textContent).toContain(SETTINGS_TEXT.reauthRequired);
    expect(notify).not.toHaveBeenCalled();
    const password = within(dialog).getByLabelText('Mot de passe actuel');
    await user.type(password, 'pas-le-bon');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer et enregistrer' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog).toHaveTextContent('Mot de passe actuel incorrect');
    await user.clear(password);
    await user.type(password, 'Kpokpa#Abidjan7');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer et enregistrer' }));

    const asked = { ...DEFAULT_SHOP_SETTINGS, waveNumber: '05 55 44 33 22', version: null };
    await waitFor(() =>
      expect(puts).toEqual([
        asked,
        { ...asked, currentPassword: 'pas-le-bon' },
        { ...asked, currentPassword: 'Kpokpa#Abidjan7' },
      ]),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: SETTINGS_TEXT.saved, variant: 'success' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const history = screen.getByRole('region', { name: 'Historique des modifications' });
    expect(within(history).getByText(/par patronne@lagune\.ci/)).toBeInTheDocument();
    expect(history).toHaveTextContent(
      `Numéro Wave : ${DEFAULT_SHOP_SETTINGS.waveNumber} → 05 55 44 33 22`,
    );
  });

  it('a code of the authenticator app also confirms a new payment link; Annuler sends nothing more', async () => {
    const user = userEvent.setup();
    renderTab();
    const link = await screen.findByLabelText('Lien de paiement Wave Business');
    await user.type(link, 'https://pay.wave.com/m/M_lagune/c/ci/');
    const saveButton = screen.getByRole('button', { name: 'Enregistrer les paramètres' });
    await user.click(saveButton);
    let dialog = await screen.findByRole('dialog', { name: 'Confirmer le changement de paiement' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toHaveLength(1);
    expect(stored.version).toBeNull();

    await user.click(saveButton);
    dialog = await screen.findByRole('dialog', { name: 'Confirmer le changement de paiement' });
    await user.type(
      within(dialog).getByLabelText('Ou un code de votre application d’authentification'),
      '123 456',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer et enregistrer' }));
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({
        ...DEFAULT_SHOP_SETTINGS,
        wavePaymentLink: 'https://pay.wave.com/m/M_lagune/c/ci/',
        mfa: { method: 'authenticator', code: '123456' },
        version: null,
      }),
    );
    await waitFor(() => expect(stored.settings.wavePaymentLink).toContain('M_lagune'));
  });

  it('a save over someone else’s gets the server’s 409: the current values come back, said in French', async () => {
    const user = userEvent.setup();
    renderTab();
    const name = await screen.findByLabelText('Nom de la boutique');
    otherSave = {
      settings: { ...DEFAULT_SHOP_SETTINGS, name: 'LAGUNE Plateau' },
      version: '2026-11-26 23:09:00+00',
      history: [],
    };
    await user.clear(name);
    await user.type(name, 'LAGUNE Cocody');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: SETTINGS_TEXT.stale, variant: 'destructive' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Nom de la boutique')).toHaveValue('LAGUNE Plateau'),
    );
  });
  it('shows each zone’s fee as a numeric field; a fee that is not a whole FCFA amount is refused beside it, nothing sent', async () => {
    const user = userEvent.setup();
    renderTab();
    const abidjan = await screen.findByLabelText('Frais de livraison — Abidjan (FCFA)');
    expect(abidjan).toHaveValue(String(DEFAULT_SHOP_SETTINGS.deliveryFees.abidjan));
    expect(abidjan).toHaveAttribute('inputmode', 'numeric');
    expect(
      screen.getByLabelText('Frais de livraison — Europe et Amérique du Nord (FCFA)'),
    ).toHaveValue(String(DEFAULT_SHOP_SETTINGS.deliveryFees.world));
    expect(screen.getByLabelText(/Livraison offerte en Côte d’Ivoire dès/)).toHaveValue(
      String(DEFAULT_SHOP_SETTINGS.freeDeliveryThreshold),
    );
    expect(screen.getByLabelText('Texte du bandeau d’annonce')).toHaveValue(
      DEFAULT_SHOP_SETTINGS.announcement,
    );
    await user.clear(abidjan);
    await user.type(abidjan, '1500,50');
    const link = screen.getByLabelText('Lien de paiement Wave Business');
    await user.type(link, 'https://paiement-wave.example.com/lagune');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));

    await waitFor(() => expect(abidjan).toHaveAttribute('aria-invalid', 'true'));
    const errorOf = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(errorOf(abidjan)).toBe(SETTINGS_TEXT.feeInvalid);
    expect(errorOf(link)).toBe(SETTINGS_TEXT.waveLinkInvalid);
    // The first field in error (in the form’s order) takes the focus.
    expect(link).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('saves a fee typed with a space as a whole number, and the history shows it as a price', async () => {
    const user = userEvent.setup();
    renderTab();
    const interior = await screen.findByLabelText(/^Frais de livraison — Reste de la Côte/);
    await user.clear(interior);
    await user.type(interior, '3 500');
    const announcement = screen.getByLabelText('Texte du bandeau d’annonce');
    await user.clear(announcement);
    await user.type(announcement, '  Livraison offerte dès 50 000 FCFA  ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));

    await waitFor(() =>
      expect(puts).toEqual([
        {
          ...DEFAULT_SHOP_SETTINGS,
          deliveryFees: { ...DEFAULT_SHOP_SETTINGS.deliveryFees, interior: 3_500 },
          announcement: 'Livraison offerte dès 50 000 FCFA',
          version: null,
        },
      ]),
    );
    const history = await screen.findByRole('region', { name: 'Historique des modifications' });
    await waitFor(() =>
      expect(history).toHaveTextContent(
        frenchSpacing(
          "Frais de livraison — Reste de la Côte d'Ivoire : 3 000 FCFA → 3 500 FCFA",
        ).replace(/\u202f/g, ' '),
        { normalizeWhitespace: true },
      ),
    );
  });

  it('lists the countries SMS go to; an unknown code is refused beside the field in French, nothing sent; codes typed in lower case are saved', async () => {
    const user = userEvent.setup();
    renderTab();
    const countries = await screen.findByLabelText('Pays où envoyer des SMS');
    expect(String((countries as HTMLInputElement).value).split(',')).toEqual([
      'CI',
      'GH',
      'BF',
      'ML',
      'GN',
      'LR',
      'SN',
      'CM',
      'BJ',
      'TG',
      'FR',
      'BE',
      'US',
      'CA',
    ]);
    await user.clear(countries);
    await user.type(countries, 'CI, GH, XX');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() => expect(countries).toHaveAttribute('aria-invalid', 'true'));
    const errorId = countries.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)).toHaveProperty(
      'textContent',
      SETTINGS_TEXT.smsCountryUnknown('XX'),
    );
    expect(puts).toEqual([]);

    await user.clear(countries);
    await user.type(countries, 'ci gh');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() =>
      expect(puts).toEqual([
        { ...DEFAULT_SHOP_SETTINGS, smsCountries: ['CI', 'GH'], version: null },
      ]),
    );
  });
});
