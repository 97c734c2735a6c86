// @vitest-environment jsdom
// The shop's numbers typed the way the settings form invites ('05 44 55 66 77') still give
// international links on the pages that show them: /contact, the footer, the home page's data.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { SiteFooter } from '~/components/layout/site-footer';
import { pageShopSettings, ShopSettingsContext } from '~/lib/shop-settings';
import { shopJsonLd } from '~/lib/structured-data';
import { ContactChannels } from './contact-channels';

const settings = pageShopSettings({
  ...DEFAULT_SHOP_SETTINGS,
  whatsappNumber: '05 44 55 66 77',
  phone: '27.20.00.00.00',
});

afterEach(cleanup);

describe('the shop’s phone links in its pages', () => {
  it('/contact calls +225 and chats on wa.me/225…', () => {
    render(
      <ShopSettingsContext value={settings}>
        <ContactChannels />
      </ShopSettingsContext>,
    );
    expect(screen.getByRole('link', { name: /Téléphone/ })).toHaveAttribute(
      'href',
      'tel:+2252720000000',
    );
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/2250544556677',
    );
  });

  it('the footer calls +225', () => {
    const Stub = createRoutesStub([{ path: '/', Component: SiteFooter }]);
    render(
      <ShopSettingsContext value={settings}>
        <Stub initialEntries={['/']} />
      </ShopSettingsContext>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '27.20.00.00.00' })).toHaveAttribute(
      'href',
      'tel:+2252720000000',
    );
  });

  it('the home page’s structured data links to wa.me/225…', () => {
    const data = JSON.stringify(shopJsonLd(settings, 'https://lagune.ci'));
    expect(data).toContain('"https://wa.me/2250544556677"');
    expect(data).not.toContain('wa.me/0544');
  });
});
