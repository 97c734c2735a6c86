// /suivi's plain form (no JavaScript) posts to the route's action (ADR 0111): the real build
// answers, with the API's rules (one answer whatever was wrong, limits per IP and per reference).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { newOrderReference } from './order-reference.ts';

const product = products.find((p) => p.inStock && p.sizes.every((s) => s.available))!;
const phone = '+225 07 01 02 03 04';
const text = (html: string) => html.replaceAll('<!-- -->', '');

describe.each(DRIVERS)('POST /suivi, the form without JavaScript, on %s', (driver) => {
  let s: TestApp;
  let reference: string;
  const post = (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    app = s.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/suivi',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  beforeAll(async () => {
    // The WhatsApp number typed the way the settings form invites, without +225.
    s = await createTestApp(driver, {
      env: { BUILD_DIR: inject('shopBuildDir'), WHATSAPP_NUMBER: '05 44 55 66 77' },
    });
    const placed = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: product.id, size: 'M', quantity: 1 }],
        customer: { fullName: 'Adjoua Kouassi', phone, address: 'Cocody Riviera 3, villa 12' },
        delivery: { zone: 'abidjan' },
      },
    });
    reference = placed.json().order.reference;
  });
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => s?.close());

  it('shows the order found by reference and phone, in a page kept by no cache', async () => {
    const res = await post(
      { reference: reference.toLowerCase(), phone: '0701020304' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(text(res.body)).toMatch(new RegExp(`Commande <span[^>]*>${reference}</span>`));
    expect(res.body).toContain('En attente');
    expect(res.body).toContain(product.name);
    expect(res.body).not.toContain('Adjoua Kouassi');
    expect(s.app.pages!.cache.has('/suivi')).toBe(false);
  });

  it('finds the order whatever way the reference was typed: any case, without the dash, another dash, only its 6 characters', async () => {
    // Its own instance: these tries do not use up the address's allowance for the other tests.
    const fresh = await s.sibling({ BUILD_DIR: inject('shopBuildDir') });
    const code = reference.slice(3);
    for (const typed of [
      `lg${code.toLowerCase()}`,
      `LG ${code}`,
      `LG–${code}`,
      `lg_${code}`,
      code,
      ` ${code.toLowerCase()} `,
    ]) {
      const res = await post({ reference: typed, phone }, {}, fresh);
      expect([typed, res.statusCode]).toEqual([typed, 200]);
      expect(text(res.body)).toMatch(new RegExp(`Commande <span[^>]*>${reference}</span>`));
    }
  });

  it('shows how to pay the unpaid order without JavaScript: amount, Wave number, reference, WhatsApp', async () => {
    const res = await post({ reference, phone });
    expect(res.statusCode).toBe(200);
    const page = text(res.body);
    expect(page).toContain('Comment payer cette commande');
    expect(page).toMatch(/data-testid="how-to-pay-amount"[^>]*>\d[\d\s]*\sFCFA</);
    expect(page).toMatch(
      new RegExp(
        `data-testid="how-to-pay-number"[^>]*>${s.config.shop.waveNumber.replaceAll('+', '\\+')}<`,
      ),
    );
    expect(page).toMatch(new RegExp(`data-testid="how-to-pay-reference"[^>]*>${reference}<`));
    expect(page).toContain('href="https://wa.me/2250544556677?text=');
    // Wave Checkout is not configured here: no 'Payer avec Wave' at all.
    expect(page).not.toContain('Payer avec Wave');
  });

  it('greets the shopper back from Wave with a line above the lookup', async () => {
    const ok = await s.app.inject({ method: 'GET', url: `/suivi?ref=${reference}&paiement=ok` });
    expect(ok.statusCode).toBe(200);
    expect(text(ok.body)).toMatch(
      /Paiement terminé\s: retrouvez l’état de votre commande ci-dessous\./,
    );
    const failed = await s.app.inject({
      method: 'GET',
      url: `/suivi?ref=${reference}&paiement=erreur`,
    });
    expect(text(failed.body)).toContain(
      'Le paiement n’a pas abouti. Vous pouvez réessayer ou payer par transfert Wave.',
    );
    const plain = await s.app.inject({ method: 'GET', url: `/suivi?ref=${reference}` });
    expect(plain.body).not.toContain('data-testid="wave-return"');
  });

  it('answers one "Commande introuvable" whatever was wrong, keeping what was typed', async () => {
    for (const fields of [
      { reference, phone: '0709090909' },
      { reference: 'LG-ZZZZZZ', phone },
      { reference: 'pas-une-ref', phone },
    ]) {
      const res = await post(fields);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Commande introuvable');
      expect(res.body).toMatch(
        new RegExp(`<input[^>]*name="reference"[^>]*value="${fields.reference}"`),
      );
      expect(res.body).not.toContain('En attente');
    }
  });

  it('answers invalid fields with their French messages and the typed values', async () => {
    const res = await post({ reference: '', phone: '0701' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Veuillez entrer la référence de votre commande');
    expect(res.body).toContain(
      'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
    );
    expect(res.body).toMatch(/<input[^>]*name="phone"[^>]*value="0701"/);
    expect(res.body).toMatch(/aria-invalid="true"/);
  });

  it('refuses a post from another site with 403, showing no order', async () => {
    const res = await post({ reference, phone }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('elle doit provenir du site LAGUNE lui-même');
    expect(res.body).not.toContain('En attente');
  });

  it('shares the JSON API’s allowance per IP: a French 429 once it is used up', async () => {
    const fresh = await s.sibling({ BUILD_DIR: inject('shopBuildDir') });
    for (let i = 0; i < 9; i++)
      expect(
        (
          await fresh.inject({
            method: 'POST',
            url: '/api/orders/track',
            payload: { reference: newOrderReference(), phone: '0709090909' },
          })
        ).statusCode,
      ).toBe(404);
    expect((await post({ reference: newOrderReference(), phone }, {}, fresh)).statusCode).toBe(404);
    const res = await post({ reference, phone }, {}, fresh);
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain(
      'Trop de recherches de commande. Veuillez réessayer dans quelques minutes.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).not.toContain('En attente');
  });
});
