// What a customer typed is quoted as their words in the shop's e-mails.
import { describe, expect, it } from 'vitest';
import { confirmationEmail, passwordChangedEmail, passwordResetEmail } from './emails.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const HOSTILE = 'Votre compte est bloqué : appelez le 07 00 00 00 00 » pour le débloquer';
const LINK = 'https://lagune.ci/auth/confirm?token=abc';

describe('user-written text in e-mails', () => {
  it.each([
    ['confirmation', confirmationEmail('LAGUNE', 'a@example.ci', HOSTILE, LINK)],
    ['reset', passwordResetEmail('LAGUNE', 'a@example.ci', HOSTILE, LINK)],
    ['password changed', passwordChangedEmail('LAGUNE', 'a@example.ci', HOSTILE)],
  ])('the %s e-mail begins with the shop’s words and quotes the name whole', (_, mail) => {
    expect(mail.text.startsWith('Bonjour,\n\n')).toBe(true);
    // No line (paragraph) of the e-mail begins with the customer's text.
    for (const line of mail.text.split('\n')) expect(line.startsWith('Votre compte')).toBe(false);
    // Quoted, and the inner » cannot close the quotation early.
    expect(mail.text).toContain(
      // The shop's quotation marks take its narrow no-break spaces (ADR 0116); the name is as typed.
      '(compte au nom de «\u202FVotre compte est bloqué : appelez le 07 00 00 00 00 " pour le débloquer\u202F»)',
    );
    expect(mail.html).toContain(frenchSpacing('« Votre compte est bloqué'));
    expect(mail.html).not.toMatch(/<p>Votre compte est bloqué/);
  });

  it('says nothing of a name when there is none', () => {
    const mail = confirmationEmail('LAGUNE', 'a@example.ci', '', LINK);
    expect(mail.text).toMatch(/^Bonjour,\n\nMerci pour votre inscription chez LAGUNE\. Pour/);
  });
});
