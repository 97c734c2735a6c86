import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../shared/config/shop.ts';
import { DEFAULT_SHOP_SETTINGS } from '../shared/config/shop-settings.ts';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/lagune');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('la configuration aurait dû être refusée');
}

describe('loadConfig', () => {
  it('has working defaults taken from the shop constants', () => {
    const config = loadConfig({}, '/srv/lagune');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/lagune/data',
      databaseUrl: undefined,
      publicUrl: SHOP.publicUrl,
      secure: false,
      buildDir: '/srv/lagune/build',
      clientDir: path.join('/srv/lagune/build', 'client'),
      shop: {
        name: 'LAGUNE',
        waveNumber: '+225 07 00 00 00 00',
        email: DEFAULT_SHOP_SETTINGS.email,
        phone: DEFAULT_SHOP_SETTINGS.phone,
      },
      smtpUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.mailFrom).toBe(`LAGUNE <${DEFAULT_SHOP_SETTINGS.email}>`);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/lagune',
        DATABASE_URL: 'postgres://app:secret@db.internal:5432/lagune',
        PUBLIC_URL: 'https://lagune.ci/',
        BUILD_DIR: 'dist',
        SHOP_NAME: 'LAGUNE Cocody',
        WAVE_NUMBER: '+225 05 11 22 33 44',
        SHOP_EMAIL: 'bonjour@lagune.ci',
        SHOP_PHONE: '+225 27 22 00 00 01',
        SMTP_URL: 'smtps://user:pass@smtp.lagune.ci:465',
        MAIL_FROM: 'LAGUNE <no-reply@lagune.ci>',
        GEOCODER_URL: 'http://127.0.0.1:9999/',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@lagune.ci',
        ADMIN_PASSWORD: 'Tres-Secret-2026',
        TRUST_PROXY: 'true',
      },
      '/srv/lagune',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/lagune',
      databaseUrl: 'postgres://app:secret@db.internal:5432/lagune',
      publicUrl: 'https://lagune.ci',
      secure: true,
      clientDir: '/srv/lagune/dist/client',
      shop: {
        name: 'LAGUNE Cocody',
        waveNumber: '+225 05 11 22 33 44',
        email: 'bonjour@lagune.ci',
      },
      smtpUrl: 'smtps://user:pass@smtp.lagune.ci:465',
      mailFrom: 'LAGUNE <no-reply@lagune.ci>',
      geocoderUrl: 'http://127.0.0.1:9999',
      logLevel: 'warn',
      admin: { email: 'admin@lagune.ci', password: 'Tres-Secret-2026' },
      trustProxy: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', 'PORT doit être un entier entre 1 et 65535'],
    ['PORT', '0', 'PORT doit être un entier entre 1 et 65535'],
    ['PORT', '70000', 'PORT doit être un entier entre 1 et 65535'],
    ['PORT', '30.5', 'PORT doit être un entier entre 1 et 65535'],
    [
      'DATABASE_URL',
      'mysql://x@y/z',
      'DATABASE_URL doit être une URL postgres ou postgresql valide',
    ],
    ['PUBLIC_URL', 'lagune.ci', 'PUBLIC_URL doit être une URL http ou https valide'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL doit être une URL smtp ou smtps valide'],
    ['GEOCODER_URL', 'nominatim', 'GEOCODER_URL doit être une URL http ou https valide'],
    [
      'WAVE_NUMBER',
      'appelez-nous',
      'WAVE_NUMBER doit être un numéro de téléphone (chiffres, espaces, + initial)',
    ],
    ['SHOP_EMAIL', 'contact', 'SHOP_EMAIL doit être une adresse e-mail valide'],
    ['ADMIN_EMAIL', 'admin', 'ADMIN_EMAIL doit être une adresse e-mail valide'],
    ['ADMIN_PASSWORD', 'court', 'ADMIN_PASSWORD doit contenir au moins 8 caractères'],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace, silent',
    ],
    [
      'TRUST_PROXY',
      'peut-être',
      'TRUST_PROXY doit valoir false, un nombre de proxys (ex. 1) ou leurs adresses séparées par des virgules (ex. 10.0.0.2,10.0.1.0/24)',
    ],
    ['HOST', 'a b', 'HOST doit être une adresse IP ou un nom d’hôte (ex. 127.0.0.1 ou 0.0.0.0)'],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('reads WHATSAPP_NUMBER, a mobile or a WhatsApp Business landline, for every WhatsApp link (the Wave number when unset)', () => {
    const own = loadConfig({ WHATSAPP_NUMBER: '+225 01 02 03 04 05' }, '/srv/lagune');
    expect(own.shop.whatsappNumber).toBe('+225 01 02 03 04 05');
    const business = loadConfig({ WHATSAPP_NUMBER: '27 20 00 00 00' }, '/srv/lagune');
    expect(business.shop.whatsappNumber).toBe('27 20 00 00 00');
    const fallback = loadConfig({ WAVE_NUMBER: '+225 07 11 22 33 44' }, '/srv/lagune');
    expect(fallback.shop.whatsappNumber).toBe('+225 07 11 22 33 44');
  });

  it('reads the MFA key in base64 or hex and MFA_DEMO, and refuses a key of the wrong size in French', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ MFA_ENCRYPTION_KEY: hex }).mfaEncryptionKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(loadConfig({ MFA_ENCRYPTION_KEY: base64 }).mfaEncryptionKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(loadConfig({}).mfaEncryptionKey).toBeUndefined();
    expect(loadConfig({}).mfaDemo).toBe(false);
    expect(loadConfig({ MFA_DEMO: '1' }).mfaDemo).toBe(true);
    expect(problemsOf({ MFA_ENCRYPTION_KEY: 'trop-courte', MFA_DEMO: 'oui' })).toEqual([
      'MFA_ENCRYPTION_KEY doit être une clé de 32 octets en base64 ou en hexadécimal (ex. : openssl rand -base64 32)',
      'MFA_DEMO doit valoir 1 ou 0',
    ]);
  });

  it('reads the SMS provider (ADR 0127) and the outbox interval, and refuses half a provider', () => {
    const none = loadConfig({});
    expect(none.smsProvider).toBeUndefined();
    expect(none.messageSendIntervalMs).toBe(5_000);
    const orange = loadConfig({
      SMS_API_URL: 'https://api.orange.com/',
      SMS_API_TOKEN: 'Basic Y2xpZW50OnNlY3JldA==',
      SMS_SENDER: '+225 07 00 00 00 00',
      SMS_SENDER_NAME: 'LAGUNE',
      MESSAGE_SEND_INTERVAL: '2',
    });
    expect(orange.smsProvider).toEqual({
      apiUrl: 'https://api.orange.com',
      authorization: 'Basic Y2xpZW50OnNlY3JldA==',
      sender: '+225 07 00 00 00 00',
      senderName: 'LAGUNE',
    });
    expect(orange.messageSendIntervalMs).toBe(2_000);
    expect(() => loadConfig({ SMS_API_URL: 'https://api.orange.com' })).toThrow(
      /SMS_API_URL demande aussi SMS_API_TOKEN .* et SMS_SENDER/,
    );
    expect(problemsOf({ SMS_API_URL: 'orange' })).toEqual([
      'SMS_API_URL doit être une URL http ou https valide',
    ]);
    expect(problemsOf({ MESSAGE_SEND_INTERVAL: 'souvent' })).toEqual([
      'MESSAGE_SEND_INTERVAL doit être un nombre de secondes entre 0 et 3600',
    ]);
  });

  it('lists every problem at once in one readable line', () => {
    expect(() => loadConfig({ PORT: 'x', SHOP_EMAIL: 'y' })).toThrow(
      'Configuration invalide: PORT doit être un entier entre 1 et 65535 ; SHOP_EMAIL doit être une adresse e-mail valide',
    );
  });
});
