// The owner's shops, FAQ and texts live in the database (docs/decisions/0205): edited through the
// admin API, checked with French messages, audited, and shown by every instance's pages within
// the notification's delay, without a rebuild.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminContent } from '../../shared/api/admin-content.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import type { App } from '../app.ts';
import { announcePagesChanged } from '../pages/page-events.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

/** Polls `read` until `done` holds, at most 5 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

const html = (body: string) => body.replaceAll('<!-- -->', '');

/** The home page's banner: its section, up to the section's end. */
const banner = (body: string) =>
  /<section aria-labelledby="hero-title"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';

describe.each(DRIVERS)('the shop content on %s', (driver) => {
  let s: TestApp;
  let other: App;
  let admin: string;
  const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const read = async () => (await api('GET', '/api/admin/content')).json() as AdminContent;
  const page = async (app: App, url: string) => html((await app.inject({ url })).body);

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { BUILD_DIR: inject('shopBuildDir') } });
    other = await s.sibling({ BUILD_DIR: inject('shopBuildDir') });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 120_000);
  afterAll(async () => s?.close());

  it('starts with the sample texts, marked as samples, and no invented review', async () => {
    const { blocks } = await read();
    expect(blocks.shops.sample).toBe(true);
    expect(blocks.shops.value.map((shop) => shop.name)).toEqual([
      'LAGUNE Plateau',
      'LAGUNE Cocody',
      'LAGUNE Marcory',
    ]);
    expect(blocks.faq.value.length).toBeGreaterThan(5);
    expect(blocks.reviews.value).toEqual([]);
    expect(await page(other, '/stores')).toContain('Avenue Chardy');
    // Pick-up is said where it is possible, on the delivery page (ADR 0206).
    const shipping = await page(other, '/shipping');
    expect(shipping).toContain('Retrait en boutique');
    expect(shipping).toContain('LAGUNE Cocody');
  });

  it('shows an FAQ answer edited on instance A in /faqs on instance B', async () => {
    const before = await page(other, '/faqs');
    expect(before).toContain('Comment entretenir mes vêtements');
    const { blocks } = await read();
    const faq = blocks.faq.value.map((entry) =>
      entry.question.startsWith('Comment entretenir')
        ? { ...entry, answer: 'Lavage à la main, à l’eau froide, séchage à l’ombre.' }
        : entry,
    );
    const saved = await api('PUT', '/api/admin/content/faq', {
      value: faq,
      version: blocks.faq.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as AdminContent;
    expect(after.blocks.faq.sample).toBe(false);
    expect(after.history[0]).toMatchObject({
      block: 'faq',
      actor: { name: 'Administrateur', role: 'admin' },
      changes: [frenchSpacing('Question modifiée : Comment entretenir mes vêtements ? (Réponse)')],
    });

    const shown = await eventually(
      () => page(other, '/faqs'),
      (body) => body.includes('séchage à l’ombre'),
    );
    expect(shown).toContain('Lavage à la main, à l’eau froide, séchage à l’ombre.');
    expect(shown).not.toContain('Lavez à 30');
  });

  it('shows the first paragraph of the about text she saves on / of instance B', async () => {
    expect(await page(other, '/')).toContain('LAGUNE commence en 2019');
    const { blocks } = await read();
    const saved = await api('PUT', '/api/admin/content/about', {
      value:
        '## Qui sommes-nous\n\nUne boutique de quartier à Yopougon, depuis 2021.\n\n- Coton\n- Wax',
      version: blocks.about.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = await eventually(
      () => page(other, '/'),
      (body) => body.includes('Une boutique de quartier à Yopougon'),
    );
    expect(home).toContain('À propos de LAGUNE');
    expect(home).not.toContain('LAGUNE commence en 2019');
    expect(home).not.toContain('Qui sommes-nous');
  });

  it('shows the looks gallery text she saves on instance A on the gallery of instance B; none, no section', async () => {
    const gallery = '/collections/spring-summer';
    expect(await page(other, gallery)).toContain('lagune Ébrié et des après-midis à Grand-Bassam');
    const { blocks } = await read();
    expect(blocks.gallery.sample).toBe(true);
    const saved = await api('PUT', '/api/admin/content/gallery', {
      value: 'Pour la saison des pluies, du coton épais et des capuches.\n\n- Pulls\n- Complets',
      version: blocks.gallery.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await eventually(
      () => page(other, gallery),
      (body) => body.includes('saison des pluies'),
    );
    expect(shown).toContain('ESPRIT DE LA COLLECTION');
    expect(shown).toContain('<li>Complets</li>');
    expect(shown).not.toContain('Grand-Bassam');

    const emptied = await api('PUT', '/api/admin/content/gallery', {
      value: '',
      version: (saved.json() as AdminContent).blocks.gallery.version,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const without = await eventually(
      () => page(other, gallery),
      (body) => !body.includes('saison des pluies'),
    );
    expect(without).not.toContain('ESPRIT DE LA COLLECTION');
    expect(without).toContain('COLLECTION PRINTEMPS/ÉTÉ');
  });

  it('shows the reviews she saves on instance A on the about page and the gallery of instance B; none, no section', async () => {
    const gallery = '/collections/spring-summer';
    const heading = 'CE QUE DISENT NOS CLIENTS';
    // The sample shop has no review: neither page invents one.
    expect(await page(other, gallery)).not.toContain(heading);
    expect(await page(other, '/about')).not.toContain('Ce que disent nos clients');

    const reviews = [
      { author: 'Awa Bamba', text: 'Robe livrée à Yopougon le lendemain.', rating: 5 },
      { author: 'Koffi N’Guessan', text: 'Le lin tient bien au lavage.', rating: 4 },
      { author: 'Fanta Diallo', text: 'Paiement Wave en deux minutes.', rating: 5 },
      { author: 'Serge Yao', text: 'Une taille trop grande, échangée sans souci.', rating: 3 },
    ];
    const { blocks } = await read();
    const saved = await api('PUT', '/api/admin/content/reviews', {
      value: reviews,
      version: blocks.reviews.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await eventually(
      () => page(other, gallery),
      (body) => body.includes('Awa Bamba'),
    );
    expect(shown).toContain(heading);
    expect(shown).toContain(frenchSpacing('Note : 4 sur 5'));
    // The gallery shows her first three; the about page all of them.
    for (const review of reviews.slice(0, 3)) expect(shown).toContain(review.text);
    expect(shown).not.toContain('Serge Yao');
    const about = await page(other, '/about');
    for (const review of reviews) expect(about).toContain(review.text);

    const emptied = await api('PUT', '/api/admin/content/reviews', {
      value: [],
      version: (saved.json() as AdminContent).blocks.reviews.version,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const without = await eventually(
      () => page(other, gallery),
      (body) => !body.includes('Awa Bamba'),
    );
    expect(without).not.toContain(heading);
    expect(await page(other, '/about')).not.toContain('Awa Bamba');
  });

  it('shows the jobs she offers, saved on instance A, on /careers of instance B; none, none invented', async () => {
    const careers = '/careers';
    // A new shop offers no job: nobody applies for one the shop never opened.
    const before = await page(other, careers);
    expect(before).not.toContain('Offres à pourvoir');
    expect(before).toContain('Aucun poste n’est ouvert en ce moment.');
    expect(before).toContain('Candidature spontanée');

    const { blocks } = await read();
    expect(blocks.careers.value).toBe('');
    const saved = await api('PUT', '/api/admin/content/careers', {
      value:
        '## Vendeuse, boutique de Cocody\n\nCDI, temps plein.\n\n- Conseil en boutique\n- Retraits des commandes',
      version: blocks.careers.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await eventually(
      () => page(other, careers),
      (body) => body.includes('Vendeuse, boutique de Cocody'),
    );
    expect(shown).toContain('Offres à pourvoir');
    expect(shown).toContain('<li>Retraits des commandes</li>');
    expect(shown).toContain('Postuler');
    expect(shown).not.toContain('Aucun poste n’est ouvert');

    const emptied = await api('PUT', '/api/admin/content/careers', {
      value: '',
      version: (saved.json() as AdminContent).blocks.careers.version,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const without = await eventually(
      () => page(other, careers),
      (body) => !body.includes('Vendeuse'),
    );
    expect(without).not.toContain('Offres à pourvoir');
    expect(without).toContain('Aucun poste n’est ouvert en ce moment.');
  });

  it('shows the sustainability text she saves on instance A on /sustainability of instance B', async () => {
    const url = '/sustainability';
    // The sample text, until she writes hers.
    expect(await page(other, url)).toContain('Réparer plutôt que jeter');
    const { blocks } = await read();
    expect(blocks.sustainability.sample).toBe(true);
    const saved = await api('PUT', '/api/admin/content/sustainability', {
      value: 'Nos colis partent dans des sacs en pagne.\n\n## Nos tissus\n\n- Coton de Korhogo',
      version: blocks.sustainability.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await eventually(
      () => page(other, url),
      (body) => body.includes('sacs en pagne'),
    );
    expect(shown).toContain('<li>Coton de Korhogo</li>');
    expect(shown).not.toContain('Réparer plutôt que jeter');
    expect(shown).toContain('Développement durable');
  });

  it('sends the VIP benefits she saves on instance A with /vip of instance B; the sample promises no free delivery', async () => {
    const url = '/vip';
    // The page is for members: its text travels in the page's data, drawn once signed in.
    const before = await page(other, url);
    expect(before).toContain('Avant-premières');
    expect(before).not.toMatch(/livraison offerte|anniversaire/i);
    const { blocks } = await read();
    expect(blocks.vip.sample).toBe(true);
    const saved = await api('PUT', '/api/admin/content/vip', {
      value: '## Retouches offertes\n\nLe samedi, en boutique a Cocody.',
      version: blocks.vip.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await eventually(
      () => page(other, url),
      (body) => body.includes('Retouches offertes'),
    );
    expect(shown).toContain('Le samedi, en boutique a Cocody.');
    expect(shown).not.toContain('Avant-premières');
  });

  it('refuses a save over a newer one (409), in French', async () => {
    const { blocks } = await read();
    const res = await api('PUT', '/api/admin/content/about', {
      value: 'Notre histoire.',
      version: blocks.about.version + 5,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/modifié entre-temps/);
  });

  it('refuses a shop with a bad phone or map link, naming the field in French', async () => {
    const { blocks } = await read();
    const shop = {
      ...blocks.shops.value[0]!,
      phone: '12',
      mapUrl: 'plan du quartier',
      email: 'boutique@',
    };
    const res = await api('PUT', '/api/admin/content/shops', {
      value: [shop],
      version: blocks.shops.version,
    });
    expect(res.statusCode).toBe(400);
    const { fields } = (res.json() as { error: { fields: Record<string, string> } }).error;
    expect(fields['value.0.phone']).toMatch(/numéro de téléphone valide/);
    expect(fields['value.0.mapUrl']).toMatch(/adresse web complète/);
    expect(fields['value.0.email']).toBe('Veuillez entrer une adresse e-mail valide');
  });

  it('lists the last saves in words: who, which block, what was added, changed or removed', async () => {
    const { blocks } = await read();
    const [plateau, , marcory] = blocks.shops.value;
    const shops = await api('PUT', '/api/admin/content/shops', {
      value: [
        { ...plateau!, hours: 'Lundi – Dimanche : 9h00 – 21h00' },
        { ...marcory!, name: 'LAGUNE Marcory Zone 4' },
        { ...plateau!, name: 'LAGUNE Yopougon', address: 'Rue Princesse, Yopougon' },
      ],
      version: blocks.shops.version,
    });
    expect(shops.statusCode, shops.body).toBe(200);
    const about = await api('PUT', '/api/admin/content/about', {
      value: 'Née à Abidjan en 2019.\n\nCousu à Treichville.',
      version: blocks.about.version,
    });
    expect(about.statusCode, about.body).toBe(200);

    const [last, before] = (about.json() as AdminContent).history;
    expect(last).toMatchObject({
      block: 'about',
      actor: { name: 'Administrateur', role: 'admin' },
    });
    expect(last!.changes).toContain(frenchSpacing('Texte ajouté : « Cousu à Treichville. »'));
    expect(last!.changes.some((line) => line.startsWith(frenchSpacing('Texte retiré : « ')))).toBe(
      true,
    );
    expect(before).toMatchObject({ block: 'shops' });
    expect(before!.changes).toEqual(
      [
        'Boutique modifiée : LAGUNE Plateau (Horaires)',
        'Boutique modifiée : LAGUNE Marcory Zone 4 (Nom)',
        'Boutique ajoutée : LAGUNE Yopougon',
        'Boutique retirée : LAGUNE Cocody',
      ].map(frenchSpacing),
    );
    // Plain words, never the stored JSON.
    for (const entry of (about.json() as AdminContent).history)
      for (const line of entry.changes) expect(line).not.toMatch(/[{"\]]/);
  });

  it('shows the home banner she saves on instance A on / of instance B, with her product’s picture', async () => {
    const start = banner(await page(other, '/'));
    expect(start).toContain('Nouvelle collection');
    expect(start).toContain('NOUVEAUTÉS');
    expect(start).toContain('products/complet-lagune-wax-prestige-front.svg');
    expect(start).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(start).not.toContain('2025');

    const { blocks } = await read();
    expect(blocks.home.sample).toBe(true);
    const refused = await api('PUT', '/api/admin/content/home', {
      value: { ...blocks.home.value, title: '', picture: 'produit-inconnu' },
      version: blocks.home.version,
    });
    expect(refused.statusCode).toBe(400);
    const { fields } = (refused.json() as { error: { fields: Record<string, string> } }).error;
    expect(fields['value.title']).toBe('Le titre de la bannière est requis');
    expect((await read()).blocks.home).toEqual(blocks.home);

    const unknown = await api('PUT', '/api/admin/content/home', {
      value: { ...blocks.home.value, picture: 'produit-inconnu' },
      version: blocks.home.version,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['value.picture']).toMatch(/n’est pas dans votre catalogue/);

    const saved = await api('PUT', '/api/admin/content/home', {
      value: {
        eyebrow: '',
        title: 'SOLDES DE NOËL',
        text: 'Jusqu’à -30 % sur les complets.',
        button: 'J’en profite',
        picture: 'complet-lagune-kente-royal',
      },
      version: blocks.home.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminContent).history[0]).toMatchObject({
      block: 'home',
      changes: [
        frenchSpacing('Bannière de l’accueil modifiée (Petite ligne, Titre, Texte, Bouton, Image)'),
      ],
    });
    const shown = banner(
      await eventually(
        () => page(other, '/'),
        (body) => body.includes('SOLDES DE NOËL'),
      ),
    );
    expect(shown).toContain('SOLDES DE NOËL');
    expect(shown).toContain('J’en profite');
    expect(shown).toContain('href="/new"');
    expect(shown).toContain('products/complet-lagune-kente-royal-front.svg');
    expect(shown).toMatch(/alt="Complet Kente Royal"/);
    expect(shown).not.toContain('Nouvelle collection');

    // Her product taken off the shop: the banner stays, without a picture.
    await s.t.database.db.execute(
      sql`update products set status = 'draft' where id = 'complet-lagune-kente-royal'`,
    );
    await announcePagesChanged(s.t.database.db, 'catalogue');
    const bare = banner(
      await eventually(
        () => page(other, '/'),
        (body) => !banner(body).includes('<img'),
      ),
    );
    expect(bare).toContain('SOLDES DE NOËL');
    expect(bare).not.toContain('<img');
  });

  it('shows the looks she saves on instance A on / and the looks gallery of instance B', async () => {
    const gallery = '/collections/spring-summer';
    const start = [await page(other, '/'), await page(other, gallery)];
    for (const body of start) {
      expect(body).toContain('Look Lagune Bleue');
      expect(body).toContain('looks/look-1.svg');
    }
    expect(start[0]).toMatch(/25\s000\sFCFA/);

    const { blocks } = await read();
    expect(blocks.looks.sample).toBe(true);
    const hers = [
      {
        name: 'Look Soirée Kente',
        price: 31500,
        category: 'pull',
        picture: { product: 'pull-marin-raye' },
      },
      { name: 'Look Sans Image', price: 0, category: 'short', picture: null },
    ];
    const refused = await api('PUT', '/api/admin/content/looks', {
      value: [hers[0], { ...hers[1], category: 'categorie-inconnue' }],
      version: blocks.looks.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['value.1.category']).toBe(
      frenchSpacing(
        'Cette catégorie n’est pas dans votre boutique (supprimée ?) : choisissez-en une autre',
      ),
    );
    const noProduct = await api('PUT', '/api/admin/content/looks', {
      value: [{ ...hers[0], picture: { product: 'produit-inconnu' } }],
      version: blocks.looks.version,
    });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error.fields['value.0.picture']).toMatch(
      /n’est pas dans votre catalogue/,
    );
    expect((await read()).blocks.looks).toEqual(blocks.looks);

    const saved = await api('PUT', '/api/admin/content/looks', {
      value: hers,
      version: blocks.looks.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminContent).history[0]).toMatchObject({
      block: 'looks',
      changes: expect.arrayContaining([frenchSpacing('Look ajouté : Look Soirée Kente')]),
    });

    const home = await eventually(
      () => page(other, '/'),
      (body) => body.includes('Look Soirée Kente'),
    );
    expect(home).toContain('Look Soirée Kente');
    expect(home).toMatch(/31\s500\sFCFA/);
    expect(home).toContain('href="/collections/pull"');
    expect(home).toContain('products/pull-marin-raye-front.svg');
    expect(home).toContain('Look Sans Image');
    expect(home).not.toContain('Look Lagune Bleue');
    const looks = await eventually(
      () => page(other, gallery),
      (body) => body.includes('Look Soirée Kente'),
    );
    expect(looks).toContain('Look Soirée Kente');
    expect(looks).toContain('href="/collections/short"');
    expect(looks).toContain('Look Sans Image');
    expect(looks).not.toContain('Look Lagune Bleue');
    // No drawing chosen by the code: the gallery's banner shows her first look's picture.
    expect(looks).not.toMatch(/looks\/look-\d\.svg/);
  });

  it('with no shop at all, /stores says so plainly and names no address', async () => {
    const { blocks } = await read();
    const res = await api('PUT', '/api/admin/content/shops', {
      value: [],
      version: blocks.shops.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = await eventually(
      () => page(other, '/stores'),
      (b) => !b.includes('Avenue Chardy'),
    );
    expect(body).toContain('pas de boutique pour le moment');
    expect(body).not.toContain('Avenue Chardy');
    expect(await page(other, '/shipping')).not.toContain('Retrait en boutique');
  });
});
