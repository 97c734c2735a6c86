import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  sameSettings,
  SHOP_SETTINGS_VARIABLES,
  type ShopSettings,
} from '../../shared/config/shop-settings.ts';

/** Where the build records the settings its pages show (vite.config.ts `recordShopSettings`). */
export function buildSettingsFile(clientDir: string): string {
  return path.join(clientDir, '..', 'shop-settings.json');
}

/**
 * A shop must never show one Wave number on its pages and charge to another: when the build in
 * BUILD_DIR was made with other settings than the server's, the server refuses to start and says
 * how to fix it (`npm start` rebuilds by itself when they change). No record (a build from before
 * settings were recorded, or no build at all) is not a mismatch.
 */
export function assertBuildMatchesSettings(clientDir: string, settings: ShopSettings): void {
  let built: ShopSettings;
  try {
    built = JSON.parse(readFileSync(buildSettingsFile(clientDir), 'utf8')) as ShopSettings;
  } catch {
    return;
  }
  if (sameSettings(built, settings)) return;
  throw new Error(
    `Le site dans ${path.dirname(clientDir)} a été construit avec d’autres réglages de boutique ` +
      `(${SHOP_SETTINGS_VARIABLES.join(', ')}) que ceux du serveur : reconstruisez-le avec les ` +
      'mêmes variables (`npm run build`, ou `npm start` qui reconstruit de lui-même).',
  );
}
