import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { exact, products } from './support/shop.ts';

// Without JavaScript (ADR 0111; an old phone, a script that has not loaded yet), the contact form
// and the order-tracking form post to their pages' route actions: the page comes back with the
// French errors and what was typed, or with the result (ADR 0111).
test.describe('formulaires sans JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/contact : erreurs en français, le texte saisi reste, puis le message part', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    const field = (name: string) => main.getByRole('textbox', { name, exact: true });
    const message = 'Bonjour, le complet lin existe-t-il en XL ? Merci.';
    // What the browser's own checks let through (lengths, the shape of an address) but the
    // shop's rules refuse: an address without a domain, a subject of spaces.
    await field('Nom').fill('Adjoua Kouadio');
    await field('E-mail').fill('adjoua@exemple');
    await field('Sujet').fill('        ');
    await field('Message').fill(message);
    await main.getByRole('button', { name: 'Envoyer le message' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    await expect(
      main.getByText('Certains champs sont invalides. Veuillez les corriger.'),
    ).toBeVisible();
    await expect(main.getByText('Adresse email invalide', { exact: true })).toBeVisible();
    await expect(field('Sujet')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('E-mail')).toHaveAccessibleDescription('Adresse email invalide');
    await expect(field('Nom')).toHaveValue('Adjoua Kouadio');
    await expect(field('E-mail')).toHaveValue('adjoua@exemple');
    await expect(field('Message')).toHaveValue(message);

    await field('E-mail').fill('adjoua@example.ci');
    await field('Sujet').fill('Une taille XL ?');
    await main.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page).toHaveURL(/\/contact\/merci$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message envoyé' })).toBeVisible();
  });

  test('/suivi : référence et téléphone, erreurs en français, puis la commande', async ({
    page,
    request,
  }) => {
    const product = products.find((p) => p.inStock && p.sizes.every((s) => s.available))!;
    const phone = '07 44 55 66 77';
    const placed = await request.post('/api/orders', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        items: [{ productId: product.id, size: 'M', quantity: 1 }],
        customer: { fullName: 'Awa Traoré', phone, address: 'Yopougon, rue 12, maison verte' },
        delivery: { zone: 'abidjan' },
      },
    });
    expect(placed.status()).toBe(201);
    const reference = ((await placed.json()) as { order: { reference: string } }).order.reference;

    await page.goto('/suivi');
    const main = page.getByRole('main');
    const referenceField = main.getByRole('textbox', { name: 'Référence de commande' });
    const phoneField = main.getByRole('textbox', { name: 'Téléphone utilisé pour la commande' });
    const search = main.getByRole('button', { name: 'Suivre ma commande' });

    await referenceField.fill(reference);
    await phoneField.fill('0701');
    await search.click();
    await expect(page).toHaveURL(/\/suivi$/);
    const phoneError = 'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)';
    await expect(main.getByText(phoneError)).toBeVisible();
    await expect(phoneField).toHaveAccessibleDescription(phoneError);
    await expect(referenceField).toHaveValue(reference);
    await expect(phoneField).toHaveValue('0701');

    await phoneField.fill('07 00 00 00 01');
    await search.click();
    await expect(main.getByRole('alert').filter({ hasText: 'Commande introuvable' })).toBeVisible();
    await expect(phoneField).toHaveValue('07 00 00 00 01');

    await phoneField.fill(phone);
    await search.click();
    const card = main.getByRole('article', { name: new RegExp(`Commande ${reference}`) });
    await expect(card).toBeVisible();
    await expect(card.getByText(exact('En attente'))).toBeVisible();
    await expect(card).toContainText(product.name);
    // Unpaid: how to pay it, from the server's page alone (ADR 0144).
    const howToPay = main.getByRole('region', { name: 'Comment payer cette commande' });
    await expect(howToPay.getByTestId('how-to-pay-reference')).toHaveText(reference);
    await expect(howToPay.getByTestId('how-to-pay-number')).not.toBeEmpty();
    await expect(
      howToPay.getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });
});
