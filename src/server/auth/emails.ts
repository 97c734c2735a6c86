import type { Mail } from '../messaging/mailer.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { shopSms } from '../messaging/sms-text.ts';

/** The shop's e-mails: plain French text, and the same in simple HTML with the shop's name. */

type Block = { text: string } | { link: string; label: string } | { code: string };

function compose(shopName: string, to: string, subject: string, blocks: Block[]): Mail {
  const farewell = `À bientôt chez ${shopName}`;
  const text = [
    ...blocks.map((block) =>
      'link' in block ? block.link : 'code' in block ? block.code : block.text,
    ),
    farewell,
  ].join('\n\n');
  const body = blocks
    .map((block) => {
      if ('link' in block) {
        const href = escapeHtml(block.link);
        return `<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0E7C7B;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p><p style="font-size:13px;color:#555555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${href}</p>`;
      }
      if ('code' in block) {
        return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(block.code)}</p>`;
      }
      return `<p>${escapeHtml(block.text)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#F6F1EA;font-family:Arial,Helvetica,sans-serif;color:#111111">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:22px;font-weight:bold;letter-spacing:4px">${escapeHtml(shopName.toUpperCase())}</p>
${body}
<p>${escapeHtml(farewell)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

/**
 * What a customer typed (their name) is quoted as their words, never made part of the shop's
 * sentence: a name such as 'Votre compte est bloqué : appelez le …' must not read as the shop
 * speaking. Inner guillemets are made plain quotes so the quotation cannot be closed early.
 */
export function quoted(customerText: string): string {
  return `« ${customerText.replace(/[«»]/g, '"')} »`;
}

/** ' (compte au nom de « … »)' after the shop's own words, or nothing without a name. */
const account = (fullName: string) => (fullName ? ` (compte au nom de ${quoted(fullName)})` : '');

export function confirmationEmail(shop: string, to: string, fullName: string, link: string) {
  return compose(shop, to, `Confirmez votre adresse e-mail – ${shop}`, [
    { text: 'Bonjour,' },
    {
      text: `Merci pour votre inscription chez ${shop}${account(fullName)}. Pour activer votre compte, confirmez votre adresse e-mail en ouvrant ce lien (valable 24 heures) :`,
    },
    { link, label: 'Confirmer mon adresse e-mail' },
    {
      text: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : aucun compte ne sera activé.',
    },
  ]);
}

export function passwordResetEmail(shop: string, to: string, fullName: string, link: string) {
  return compose(shop, to, `Réinitialisation de votre mot de passe – ${shop}`, [
    { text: 'Bonjour,' },
    {
      text: `Vous avez demandé à réinitialiser votre mot de passe${account(fullName)}. Choisissez-en un nouveau en ouvrant ce lien (valable 1 heure, une seule fois) :`,
    },
    { link, label: 'Choisir un nouveau mot de passe' },
    {
      text: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
    },
  ]);
}

export function passwordChangedEmail(shop: string, to: string, fullName: string) {
  return compose(shop, to, `Votre mot de passe a été modifié – ${shop}`, [
    { text: 'Bonjour,' },
    {
      text: `Le mot de passe de votre compte${account(fullName)} vient d’être modifié, et vos autres sessions ont été fermées.`,
    },
    {
      text: 'Si ce n’est pas vous, réinitialisez-le tout de suite avec « Mot de passe oublié ? » et contactez-nous.',
    },
  ]);
}

export type SecurityChange =
  | { kind: 'factor_added'; factor: 'totp' | 'sms' | 'email' }
  | { kind: 'mfa_disabled' }
  | { kind: 'recovery_codes' };

const FACTOR_NAMES = {
  totp: 'une application d’authentification',
  sms: 'les codes par SMS',
  email: 'les codes par e-mail',
} as const;

/** What a takeover step changed, told to the account's own address (docs/decisions/0105). */
export function securityNoticeEmail(
  shop: string,
  to: string,
  fullName: string,
  change: SecurityChange,
) {
  const what =
    change.kind === 'factor_added'
      ? `Une nouvelle méthode de vérification en deux étapes vient d’être ajoutée à votre compte : ${FACTOR_NAMES[change.factor]}.`
      : change.kind === 'mfa_disabled'
        ? 'La vérification en deux étapes vient d’être désactivée sur votre compte.'
        : 'De nouveaux codes de récupération viennent d’être créés pour votre compte ; les anciens ne fonctionnent plus.';
  return compose(shop, to, `Sécurité de votre compte ${shop}`, [
    { text: 'Bonjour,' },
    // The name is the customer's words, quoted (never the start of the shop's sentence).
    { text: fullName ? `${what} Compte au nom de ${quoted(fullName)}.` : what },
    {
      text: 'Si ce n’est pas vous, changez tout de suite votre mot de passe avec « Mot de passe oublié ? » et contactez-nous.',
    },
  ]);
}

export function mfaCodeEmail(shop: string, to: string, code: string, minutes: number) {
  return compose(shop, to, `Votre code de vérification ${shop}`, [
    { text: 'Bonjour,' },
    { text: `Voici votre code de vérification, valable ${minutes} minutes :` },
    { code },
    {
      text: 'Ne le communiquez à personne : notre équipe ne vous le demandera jamais. Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.',
    },
  ]);
}

/** In one GSM-7 segment, the shop's name first (messaging/sms-text.ts). */
export function mfaCodeSms(shop: string, code: string, minutes: number): string {
  return shopSms(
    shop,
    `votre code de vérification est ${code}. Il expire dans ${minutes} minutes. Ne le communiquez à personne.`,
  );
}

export function promoCodeEmail(shop: string, to: string, code: string) {
  return compose(shop, to, `Votre code de bienvenue : -10 % chez ${shop}`, [
    { text: 'Bonjour,' },
    {
      text: `Merci de votre intérêt pour ${shop} ! Voici votre code de bienvenue : 10 % de réduction sur le sous-total de votre première commande.`,
    },
    { code },
    {
      text: 'Saisissez-le dans le champ « Code promo » au moment de commander. Il ne sert qu’une fois.',
    },
  ]);
}

export function promoCodeUsedEmail(shop: string, to: string, code: string) {
  return compose(shop, to, `Votre code de bienvenue ${shop}`, [
    { text: 'Bonjour,' },
    {
      text: `Vous avez demandé votre code de bienvenue. Le code ${code} de cette adresse a déjà servi pour une commande : il ne peut être utilisé qu’une fois.`,
    },
    { text: 'Si vous n’êtes pas à l’origine de cette commande, contactez-nous.' },
  ]);
}

const ROLE_NAMES = { admin: 'propriétaire', vendeur: 'vendeur' } as const;

/** The owner's invitation to the admin wing (docs/decisions/0201). */
export function staffInvitationEmail(
  shop: string,
  to: string,
  fullName: string,
  role: keyof typeof ROLE_NAMES,
  link: string,
) {
  return compose(shop, to, `Invitation à l’équipe ${shop}`, [
    { text: `Bonjour ${quoted(fullName)},` },
    {
      text: `La propriétaire de ${shop} vous invite à rejoindre l’équipe de la boutique avec le rôle ${ROLE_NAMES[role]}. Choisissez votre mot de passe en ouvrant ce lien (valable 72 heures, une seule fois) :`,
    },
    { link, label: 'Rejoindre l’équipe' },
    {
      text: 'Vous activerez ensuite la vérification en deux étapes avec une application d’authentification. Si vous ne vous attendiez pas à ce message, ignorez-le.',
    },
  ]);
}

/** The code that confirms the owner's new address (docs/decisions/0202), sent to that address. */
export function emailChangeCodeEmail(shop: string, to: string, code: string, minutes: number) {
  return compose(shop, to, `Confirmez votre nouvelle adresse – ${shop}`, [
    { text: 'Bonjour,' },
    {
      text: `Pour que les messages de sécurité de l’administration de ${shop} arrivent à cette adresse, saisissez ce code dans l’administration (valable ${minutes} minutes) :`,
    },
    { code },
    { text: 'Si vous n’avez rien demandé, ignorez ce message : rien ne change.' },
  ]);
}

/** Told to the old address once the change is applied. */
export function emailChangedEmail(shop: string, to: string, newEmail: string) {
  return compose(shop, to, `Adresse de l’administration modifiée – ${shop}`, [
    { text: 'Bonjour,' },
    {
      text: `L’adresse e-mail du compte propriétaire de ${shop} est désormais ${newEmail}. Les messages de sécurité et de réinitialisation y seront envoyés.`,
    },
    {
      text: 'Si ce n’est pas vous, contactez tout de suite la personne qui a installé la boutique.',
    },
  ]);
}
