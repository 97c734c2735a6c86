import type { AdminMessage } from '@shared/api/admin-messages.ts';
import { frenchSpacing } from '@shared/format/typography.ts';
import { describe, expect, it } from 'vitest';
import { emailReplyHref, whatsappReplyHref } from './reply-links';

const message: AdminMessage = {
  id: '3f0c1a52-0000-4000-8000-000000000001',
  name: 'Awa Koné',
  email: 'awa+lagune@example.ci',
  phone: '07 01 02 03 04',
  subject: 'Taille & couleur ?',
  message: 'Bonjour,\nle pagne existe en XL ?',
  createdAt: '2026-11-20T10:30:00.000Z',
  readAt: null,
  archivedAt: null,
};

describe('reply links', () => {
  it('prefills an e-mail to the customer with “Re :” their subject, a greeting and their words quoted', () => {
    const url = new URL(emailReplyHref(message, 'LAGUNE'));
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('awa+lagune@example.ci');
    expect(url.searchParams.get('subject')).toBe(`${frenchSpacing('Re :')} Taille & couleur ?`);
    const body = url.searchParams.get('body')!;
    expect(body.startsWith('Bonjour Awa Koné,\n')).toBe(true);
    expect(body).toContain('L’équipe LAGUNE');
    expect(body).toContain('> Bonjour,\n> le pagne existe en XL ?');
  });

  it('opens WhatsApp on a mobile, prefilled, and offers nothing for a landline or no phone', () => {
    const url = new URL(whatsappReplyHref(message, 'LAGUNE')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/2250701020304');
    expect(url.searchParams.get('text')).toContain('Bonjour Awa Koné');
    expect(url.searchParams.get('text')).toContain('Taille & couleur ?');
    expect(whatsappReplyHref({ ...message, phone: '+33 6 12 34 56 78' }, 'LAGUNE')).toContain(
      'https://wa.me/33612345678',
    );
    expect(whatsappReplyHref({ ...message, phone: '+225 27 22 44 55 66' }, 'LAGUNE')).toBeNull();
    expect(whatsappReplyHref({ ...message, phone: '27 22 44 55 66' }, 'LAGUNE')).toBeNull();
    expect(whatsappReplyHref({ ...message, phone: null }, 'LAGUNE')).toBeNull();
  });
});
