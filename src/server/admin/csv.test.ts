import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { adminSignIn, createAdminUser, insertOrder } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { csvCell, csvDate, csvDisposition, toCsv } from './csv.ts';

/** A small RFC 4180 reader with `;`: what a spreadsheet makes of the file. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('csv', () => {
  it('quotes separators, quotes, line breaks and outer spaces, and keeps accents', () => {
    expect(csvCell('Koné')).toBe('Koné');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "Le Chef"')).toBe('"dit ""Le Chef"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' espace')).toBe('" espace"');
    expect(csvCell(12000)).toBe('12000');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('turns text a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
    expect(csvCell('+225 07 01 02 03 04')).toBe("'+225 07 01 02 03 04");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    // Numbers are numbers, even negative ones.
    expect(csvCell(-4)).toBe('-4');
  });

  it('writes a BOM, a header and CRLF rows that read back as written', () => {
    const text = toCsv(
      ['Nom', 'Adresse'],
      [
        ['Aïcha', 'Rue 1;\n"porte bleue"'],
        ['=1+1', 'x'],
      ],
    );
    expect(text.startsWith('\uFEFFNom;Adresse\r\n')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['Nom', 'Adresse'],
      ['Aïcha', 'Rue 1;\n"porte bleue"'],
      ["'=1+1", 'x'],
    ]);
  });

  it('names the file with the date in Abidjan and formats dates the French way', () => {
    expect(csvDisposition('lagune-clients', new Date('2025-03-09T23:30:00Z'))).toBe(
      'attachment; filename="lagune-clients-2025-03-09.csv"',
    );
    expect(csvDate('2025-03-09T08:05:00.000Z')).toBe('09/03/2025 08:05');
  });
});

describe.each(DRIVERS)('CSV exports on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const product = products.find((p) => p.inStock && p.id.startsWith('pull-'))!;

  beforeAll(async () => {
    s = await createTestApp(driver);
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    const items = [{ productId: product.id, size: 'M', quantity: 2, price: product.price }];
    // Unpaid: its customer has paid nothing yet.
    await insertOrder(s.t.database.db, {
      fullName: '=HYPERLINK("http://piege.example";"Cliquez")',
      phone: '+225 07 11 22 33 44',
      address: 'Treichville; avenue 8\n"immeuble Le Bélier", 3e étage',
      items,
      createdAt: new Date('2025-03-09T08:05:00Z'),
    });
    await insertOrder(s.t.database.db, {
      status: 'paid',
      fullName: 'Aïcha N’Guessan',
      phone: '07 99 88 77 66',
      address: 'Bingerville, quartier Château',
      items,
      createdAt: new Date('2025-03-10T10:00:00Z'),
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const download = (url: string) =>
    s.app.inject({ method: 'GET', url, headers: { cookie: admin } });

  it('exports the customers table for French Excel, with quoting and formula-safe cells', async () => {
    const res = await download('/api/admin/customers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lagune-clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows).toEqual([
      [
        'Nom du client',
        'Téléphone',
        'Adresse',
        'Nombre de commandes',
        'Montant payé (FCFA)',
        'Dernière commande',
      ],
      [
        'Aïcha N’Guessan',
        '07 99 88 77 66',
        'Bingerville, quartier Château',
        '1',
        String(2 * product.price + 1500),
        '10/03/2025 10:00',
      ],
      [
        '\'=HYPERLINK("http://piege.example";"Cliquez")',
        "'+225 07 11 22 33 44",
        'Treichville; avenue 8\n"immeuble Le Bélier", 3e étage',
        '1',
        '0',
        '09/03/2025 08:05',
      ],
    ]);
  });

  it('exports the products table with sales and stock per size', async () => {
    const res = await download('/api/admin/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="lagune-produits-/);
    const rows = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual([
      'Produit',
      'ID produit',
      'Quantité vendue',
      'Commandes',
      "Chiffre d'affaires (FCFA)",
      'Stock S',
      'Stock M',
      'Stock L',
      'Stock XL',
    ]);
    expect(rows[1]).toEqual([
      product.name,
      product.id,
      '4',
      '2',
      String(4 * product.price),
      '20',
      '20',
      '20',
      '20',
    ]);
    expect(rows).toHaveLength(1 + products.length);
  });

  it('exports the orders, newest first, formula-safe, following the list’s search and filters', async () => {
    const res = await download('/api/admin/orders.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lagune-commandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual([
      'Référence',
      'Date',
      'Statut',
      'Client',
      'Téléphone',
      'Adresse',
      'Instructions',
      'Compte',
      'Articles',
      'Sous-total (FCFA)',
      'Zone de livraison',
      'Livraison (FCFA)',
      'Remise (FCFA)',
      'Total (FCFA)',
    ]);
    expect(rows).toHaveLength(3);
    const [newest, oldest] = [rows[1]!, rows[2]!];
    expect(newest.slice(1, 6)).toEqual([
      '10/03/2025 10:00',
      'Payée',
      'Aïcha N’Guessan',
      '07 99 88 77 66',
      'Bingerville, quartier Château',
    ]);
    expect(newest[0]).toMatch(/^LG-[A-Z0-9]{6}$/);
    expect(newest.slice(7)).toEqual([
      'Invité',
      `2 × ${product.name} (M)`,
      String(2 * product.price),
      'Abidjan',
      '1500',
      '0',
      String(2 * product.price + 1500),
    ]);
    expect(oldest.slice(3, 6)).toEqual([
      '\'=HYPERLINK("http://piege.example";"Cliquez")',
      "'+225 07 11 22 33 44",
      'Treichville; avenue 8\n"immeuble Le Bélier", 3e étage',
    ]);

    // The list's search applies: a name (part of it, no accents) keeps only that customer.
    const searched = await download(`/api/admin/orders.csv?q=${encodeURIComponent('aicha')}`);
    const found = parseCsv(searched.rawPayload.toString('utf8').slice(1));
    expect(found.map((r) => r[3])).toEqual(['Client', 'Aïcha N’Guessan']);
    const bad = await download('/api/admin/orders.csv?status=perdue');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Statut de commande inconnu');
  });

  it('names the shop of a pick-up order where the address goes', async () => {
    await insertOrder(s.t.database.db, {
      fullName: 'Mariam Touré',
      phone: '05 44 33 22 11',
      pickupShop: 'LAGUNE Plateau',
    });
    const orders = parseCsv(
      (await download('/api/admin/orders.csv?q=mariam')).rawPayload.toString('utf8').slice(1),
    );
    expect(orders.slice(1).map((r) => [r[3], r[5], r[10]])).toEqual([
      ['Mariam Touré', 'Retrait à LAGUNE Plateau', 'Retrait en boutique'],
    ]);
    const customers = parseCsv(
      (await download('/api/admin/customers.csv')).rawPayload.toString('utf8').slice(1),
    );
    expect(customers.find((r) => r[0] === 'Mariam Touré')?.[2]).toBe('Retrait à LAGUNE Plateau');
  });
});
