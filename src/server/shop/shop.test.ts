import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_VARIABLES as STAMPED } from '../../../scripts/build-stamp.mjs';
import {
  DEFAULT_SHOP_SETTINGS,
  SHOP_SETTINGS_VARIABLES,
} from '../../shared/config/shop-settings.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { assertBuildMatchesSettings } from '../static/build-settings.ts';
import { stubDatabase } from '../test/stub-database.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'lagune-settings-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('shop settings', () => {
  it('GET /api/shop answers the server’s settings, WhatsApp defaulting to the Wave number', async () => {
    const app = await buildApp({
      config: loadConfig({
        WAVE_NUMBER: '+225 05 55 44 33 22',
        SHOP_NAME: 'LAGUNE Cocody',
        BUILD_DIR: path.join(root, 'no-build'),
      }),
      database: stubDatabase(),
      logger: false,
    });
    try {
      const res = await app.inject({ url: '/api/shop' });
      expect(res.json()).toEqual({
        ...DEFAULT_SHOP_SETTINGS,
        name: 'LAGUNE Cocody',
        waveNumber: '+225 05 55 44 33 22',
        whatsappNumber: '+225 05 55 44 33 22',
      });
    } finally {
      await app.close();
    }
  });

  it('the server refuses a build whose pages show other settings, with a French message', () => {
    const clientDir = path.join(root, 'build', 'client');
    mkdirSync(clientDir, { recursive: true });
    // No record: nothing to compare.
    expect(() => assertBuildMatchesSettings(clientDir, DEFAULT_SHOP_SETTINGS)).not.toThrow();
    writeFileSync(
      path.join(root, 'build', 'shop-settings.json'),
      JSON.stringify(DEFAULT_SHOP_SETTINGS),
    );
    expect(() => assertBuildMatchesSettings(clientDir, DEFAULT_SHOP_SETTINGS)).not.toThrow();
    const other = { ...DEFAULT_SHOP_SETTINGS, waveNumber: '+225 01 02 03 04 05' };
    expect(() => assertBuildMatchesSettings(clientDir, other)).toThrow(
      /construit avec d’autres réglages de boutique \(SHOP_NAME, WAVE_NUMBER, WHATSAPP_NUMBER, SHOP_EMAIL, SHOP_PHONE\)/,
    );
  });

  it('npm start rebuilds when any of the settings’ variables changes', () => {
    expect(STAMPED).toEqual([...SHOP_SETTINGS_VARIABLES]);
  });
});
