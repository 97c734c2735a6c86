import { z } from '../schemas/zod.ts';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './shop-settings.ts';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const phone = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\+?[0-9 ]{8,20}$/.test(v), {
      message: `${name} doit être un numéro de téléphone (chiffres, espaces, + initial)`,
    });

/**
 * A fixed line of Côte d'Ivoire (10 national digits starting with 2: 21, 25, 27), with or without
 * +225 / 00225. A customer's landline rarely has WhatsApp (only WhatsApp Business runs on one).
 */
export function isIvorianLandline(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 15 && digits.startsWith('00225')
      ? digits.slice(5)
      : digits.length === 13 && digits.startsWith('225')
        ? digits.slice(3)
        : digits;
  return national.length === 10 && national.startsWith('2');
}

/**
 * A Wave Business payment link: https on wave.com or one of its subdomains (pay.wave.com), no
 * user name or password in it. Customers tap it to pay: a link elsewhere would send their money
 * (or their trust) to another site.
 */
export function isWavePaymentLink(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' &&
      (host === 'wave.com' || host.endsWith('.wave.com')) &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** The shop settings' environment variables, with French messages naming the variable. */
export const shopSettingsEnvShape = {
  SHOP_NAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(60, { message: 'SHOP_NAME ne peut pas dépasser 60 caractères' })
      .default(DEFAULT_SHOP_SETTINGS.name),
  ),
  WAVE_NUMBER: z.preprocess(
    emptyToUndefined,
    phone('WAVE_NUMBER').default(DEFAULT_SHOP_SETTINGS.waveNumber),
  ),
  // Defaults to WAVE_NUMBER. A landline with WhatsApp Business is fine too.
  WHATSAPP_NUMBER: z.preprocess(emptyToUndefined, phone('WHATSAPP_NUMBER').optional()),
  SHOP_EMAIL: z.preprocess(
    emptyToUndefined,
    z
      .email({ message: 'SHOP_EMAIL doit être une adresse e-mail valide' })
      .default(DEFAULT_SHOP_SETTINGS.email),
  ),
  SHOP_PHONE: z.preprocess(
    emptyToUndefined,
    phone('SHOP_PHONE').default(DEFAULT_SHOP_SETTINGS.phone),
  ),
  WAVE_PAYMENT_LINK: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(300, { message: 'WAVE_PAYMENT_LINK ne peut pas dépasser 300 caractères' })
      .refine(isWavePaymentLink, {
        message:
          'WAVE_PAYMENT_LINK doit être un lien https de Wave (par exemple https://pay.wave.com/m/…)',
      })
      .optional(),
  ),
};

type ParsedShopEnv = {
  SHOP_NAME: string;
  WAVE_NUMBER: string;
  WHATSAPP_NUMBER?: string | undefined;
  SHOP_EMAIL: string;
  SHOP_PHONE: string;
  WAVE_PAYMENT_LINK?: string | undefined;
};

export function shopSettingsOf(e: ParsedShopEnv): ShopSettings {
  return {
    name: e.SHOP_NAME,
    waveNumber: e.WAVE_NUMBER,
    whatsappNumber: e.WHATSAPP_NUMBER ?? e.WAVE_NUMBER,
    email: e.SHOP_EMAIL,
    phone: e.SHOP_PHONE,
    // Not settable from the environment: the constants' values until the owner saves others.
    announcement: DEFAULT_SHOP_SETTINGS.announcement,
    deliveryFees: DEFAULT_SHOP_SETTINGS.deliveryFees,
    freeDeliveryThreshold: DEFAULT_SHOP_SETTINGS.freeDeliveryThreshold,
    lowStockThreshold: DEFAULT_SHOP_SETTINGS.lowStockThreshold,
    smsCountries: DEFAULT_SHOP_SETTINGS.smsCountries,
    wavePaymentLink: e.WAVE_PAYMENT_LINK ?? '',
  };
}
