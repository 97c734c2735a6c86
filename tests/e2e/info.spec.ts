import { expect, test, type Page } from '@playwright/test';
import { LISTING, productsInCategory } from '../../src/shared/catalogue/categories.ts';
import { SHOP } from '../../src/shared/config/shop.ts';
import { SAMPLE_CONTENT } from '../../src/shared/content/sample-content.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../src/shared/config/shop-settings.ts';
import { exact, gotoHydrated, productIdsIn, products, toast } from './support/shop.ts';

const inCategory = (id: string) => productsInCategory(products, id).length;

async function expectHeadingAndContent(page: Page, path: string, heading?: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), `statut de ${path}`).toBe(200);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  if (heading) await expect(h1).toHaveText(heading);
  const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').trim();
  expect(text.length, `contenu de ${path}`).toBeGreaterThan(200);
  return text;
}

test.describe('pages d’information', () => {
  test(
    '/collections : Nos Collections, 4 collections, chacune avec le nombre de produits ou de looks que sa page montre',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/collections');
      await expect(
        page.getByRole('heading', { level: 1, name: exact('Nos Collections') }),
      ).toBeVisible();
      const main = page.getByRole('main');
      // The sample shop, as the e2e server starts it: its looks and its products per category.
      const looks = Math.min(SAMPLE_CONTENT.looks.length, LISTING.springSummerLooks);
      for (const [name, href, count] of [
        ['Collection Été', '/collections/spring-summer', `${looks} looks`],
        ['Collection Hiver', '/collections/pull', `${inCategory('pull')} produits`],
        [
          'Édition Limitée',
          '/collections/limited-edition',
          `${inCategory('limited-edition')} produits`,
        ],
        ['Essentiels', '/collections/t-shirt', `${inCategory('t-shirt')} produits`],
      ] as const) {
        const tile = main.getByRole('link', { name: `${name} ${count}` });
        await expect(tile, `collection ${name} : ${count}`).toBeVisible();
        await expect(tile).toHaveAttribute('href', href);
      }
      expect(
        (await productIdsIn(main)).length,
        'grille de produits sous les collections',
      ).toBeGreaterThan(0);
    },
  );

  test('/new : uniquement les nouveautés', async ({ page }) => {
    await page.goto('/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const expected = products.filter((p) => p.isNew).map((p) => p.id);
    const shown = await productIdsIn(page.getByRole('main'));
    expect(new Set(shown)).toEqual(new Set(expected));
  });

  test('/stores : Plateau, Cocody, Marcory avec itinéraire', async ({ page }) => {
    await page.goto('/stores');
    const main = page.getByRole('main');
    for (const name of ['Plateau', 'Cocody', 'Marcory']) {
      const store = main
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: new RegExp(name, 'i') }) })
        .first();
      await expect(store, `boutique ${name}`).toBeVisible();
      await expect(store.getByRole('link', { name: /itinéraire/i }).first()).toBeVisible();
      await expect(store.getByText(/\+225/).first(), `téléphone de ${name}`).toBeVisible();
      await expect(store.getByText(/@/).first(), `e-mail de ${name}`).toBeVisible();
    }
  });

  test(
    '/faqs : trois catégories, un seul élément ouvert, repliable, délais et lien contact',
    { tag: '@desktop' },
    async ({ page }) => {
      await gotoHydrated(page, '/faqs');
      const main = page.getByRole('main');
      for (const name of [/commandes.*livraison/i, /retours.*rembours/i, /produits.*tailles/i]) {
        await expect(main.getByRole('heading', { name }).first()).toBeVisible();
      }
      // Either a native <details>/<summary> accordion or buttons with aria-expanded.
      const questions = main.locator('details > summary, button[aria-expanded]');
      const isOpen = (i: number) =>
        questions
          .nth(i)
          .evaluate((el) =>
            el.tagName === 'SUMMARY'
              ? (el.parentElement as HTMLDetailsElement).open
              : el.getAttribute('aria-expanded') === 'true',
          );
      expect(await questions.count()).toBeGreaterThanOrEqual(3);
      await questions.nth(0).click();
      await expect.poll(() => isOpen(0)).toBe(true);
      await questions.nth(1).click();
      await expect.poll(() => isOpen(1)).toBe(true);
      await expect.poll(() => isOpen(0), 'un seul élément ouvert').toBe(false);
      await questions.nth(1).click();
      await expect.poll(() => isOpen(1), 'repliable').toBe(false);

      // Answers may only be in the page while open: open each one and read what the shopper reads.
      let read = '';
      const total = await questions.count();
      for (let i = 0; i < total; i += 1) {
        await questions.nth(i).click();
        await expect.poll(() => isOpen(i)).toBe(true);
        read += ` ${await main.innerText()}`;
      }
      read = read.replace(/\s+/g, ' ');
      expect(read).toContain(`${SHOP.returnWindowDays} jours`);
      for (const delay of ['1-2', '2-5', '7-14', '5-10'])
        expect(read, `délai ${delay}`).toMatch(
          new RegExp(`${delay.replace('-', '\\s?[-–]\\s?')}\\s+jours`),
        );
      await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    },
  );

  test('/about : histoire, vision, mission, équipe, valeurs', async ({ page }) => {
    await expectHeadingAndContent(page, '/about');
    const main = page.getByRole('main');
    for (const name of [/histoire/i, /vision/i, /mission/i, /équipe/i, /valeurs/i]) {
      await expect(main.getByRole('heading', { name }).first()).toBeVisible();
    }
  });

  // /vip is for members who passed the second factor: its form is tested on the way
  // there, in account.spec.ts. A visitor is asked to sign in first.
  test('/vip : un visiteur est invité à se connecter', async ({ page }) => {
    await gotoHydrated(page, '/vip');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });

  test('/country : CIV, XOF, fr par défaut ; le bandeau de confirmation disparaît après 3 s', async ({
    page,
  }) => {
    // The page's clock is ours: the banner's 3 s pass when the test says so, not in real time.
    await page.clock.install();
    await gotoHydrated(page, '/country');
    const main = page.getByRole('main');
    await expect(main.getByLabel(/pays/i)).toHaveValue('CIV');
    await expect(main.getByLabel(/devise/i)).toHaveValue('XOF');
    await expect(main.getByLabel(/langue/i)).toHaveValue('fr');
    await page.clock.pauseAt(Date.now() + 60_000);
    await main.getByRole('button', { name: /enregistrer/i }).click();
    const banner = main.getByRole('status').filter({ hasText: /\S/ }).first();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/enregistr|sauvegard/i);
    await page.clock.runFor(2_900);
    await expect(banner, 'encore visible après 2,9 s').toBeVisible();
    await page.clock.runFor(100);
    await expect(main.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  });

  test(
    '/contact : messages de validation puis envoi enregistré',
    { tag: '@desktop' },
    async ({ page }) => {
      await gotoHydrated(page, '/contact');
      const main = page.getByRole('main');
      await expect(main.getByText(DEFAULT_SHOP_SETTINGS.email).first()).toBeVisible();
      await expect(main.getByText(DEFAULT_SHOP_SETTINGS.phone).first()).toBeVisible();
      await main.getByRole('button', { name: /envoyer/i }).click();
      for (const message of [
        'Le nom doit contenir au moins 2 caractères',
        'Adresse email invalide',
        'Le sujet doit contenir au moins 5 caractères',
        'Le message doit contenir au moins 10 caractères',
      ]) {
        await expect(main.getByText(message, { exact: true }), message).toBeVisible();
      }

      const field = (name: string | RegExp) => main.getByRole('textbox', { name });
      await field(exact('Nom')).fill('Koffi Yao');
      await field(/^e-?mail$/i).fill('koffi.yao@example.ci');
      await field(exact('Sujet')).fill('Question sur une taille');
      await field(exact('Message')).fill('Bonjour, le pull existe-t-il en XXL ? Merci.');
      const posted = page.waitForResponse(
        (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
      );
      await main.getByRole('button', { name: /envoyer/i }).click();
      const response = await posted;
      expect(response.status(), 'message enregistré par le serveur').toBeLessThan(300);
      await expect(toast(page, 'Message envoyé')).toBeVisible();
      for (const name of [exact('Nom'), /^e-?mail$/i, exact('Sujet'), exact('Message')])
        await expect(field(name), 'formulaire vidé').toHaveValue('');
      await expect(main.getByText('Le nom doit contenir au moins 2 caractères')).toHaveCount(0);
    },
  );

  test('/size-guide : les tailles S, M, L, XL', async ({ page }) => {
    await expectHeadingAndContent(page, '/size-guide');
    const main = page.getByRole('main');
    for (const size of ['S', 'M', 'L', 'XL']) {
      await expect(
        main
          .getByRole('cell', { name: size, exact: true })
          .or(main.getByRole('rowheader', { name: size, exact: true }))
          .or(main.getByRole('columnheader', { name: size, exact: true }))
          .first(),
      ).toBeVisible();
    }
  });

  test('/shipping : délais de livraison et seuil de gratuité', async ({ page }) => {
    const text = await expectHeadingAndContent(page, '/shipping');
    for (const delay of ['1-2', '2-5', '7-14']) expect(text).toContain(delay);
    expect(text).toMatch(/50[ .\u202f\u00a0]?000/);
  });

  test('/returns : fenêtre de retour de 30 jours', async ({ page }) => {
    const text = await expectHeadingAndContent(page, '/returns');
    expect(text).toContain(`${SHOP.returnWindowDays} jours`);
  });

  test('/bestsellers : des produits', async ({ page }) => {
    await expectHeadingAndContent(page, '/bestsellers');
    expect((await productIdsIn(page.getByRole('main'))).length).toBeGreaterThan(0);
  });

  test('/sales : uniquement des produits à prix barré', async ({ page }) => {
    await expectHeadingAndContent(page, '/sales');
    const shown = await productIdsIn(page.getByRole('main'));
    expect(shown.length).toBeGreaterThan(0);
    const withoutOldPrice = shown.filter((id) => !products.find((p) => p.id === id)?.oldPrice);
    expect(withoutOldPrice, 'produits sans ancien prix').toEqual([]);
  });

  for (const path of ['/terms', '/privacy', '/sustainability', '/careers', '/settings', '/help']) {
    test(`${path} : un titre et du contenu`, async ({ page }) => {
      await expectHeadingAndContent(page, path);
    });
  }
});
