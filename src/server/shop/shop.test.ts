import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/config/shop-settings.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
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
});
