import { describe, expect, it } from 'vitest';
import { canonicalPath, notFoundSeo, seo } from './seo';

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);

describe('seo', () => {
  it('gives every page an absolute canonical URL and Open Graph tags with its own JPEG picture', () => {
    const tags = seo(
      { location: { pathname: '/collections/t-shirt' }, matches: [] },
      { title: 'T-Shirts', description: 'Nos t-shirts' },
    );
    expect(tags[0]).toEqual({ title: 'T-Shirts | LAGUNE' });
    expect(find(tags, 'rel', 'canonical')?.href).toBe('http://localhost:3000/collections/t-shirt');
    expect(find(tags, 'property', 'og:url')?.content).toBe(
      'http://localhost:3000/collections/t-shirt',
    );
    expect(find(tags, 'property', 'og:image')?.content).toMatch(
      /^http:\/\/localhost:3000\/generated\/.+\/og\/collections\/t-shirt\.jpg$/,
    );
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'property', 'og:image:alt')?.content).toBeTruthy();
    expect(find(tags, 'name', 'twitter:title')?.content).toBe('T-Shirts | LAGUNE');
    expect(find(tags, 'name', 'twitter:description')?.content).toBe('Nos t-shirts');
    expect(find(tags, 'name', 'twitter:image')?.content).toBe(
      find(tags, 'property', 'og:image')?.content,
    );
    expect(find(tags, 'name', 'twitter:image:alt')?.content).toBeTruthy();
    expect(find(tags, 'name', 'description')?.content).toBe('Nos t-shirts');
  });

  it('keeps an already absolute image and does not repeat the brand in the title', () => {
    const tags = seo(
      { location: { pathname: '/' }, matches: [] },
      {
        title: 'LAGUNE — Mode à Abidjan',
        description: 'Accueil',
        image: 'https://cdn.example/og.png',
      },
    );
    expect(tags[0]).toEqual({ title: 'LAGUNE — Mode à Abidjan' });
    expect(find(tags, 'rel', 'canonical')?.href).toBe('http://localhost:3000/');
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://cdn.example/og.png');
  });

  it('names the shop and uses the public address the server gives the root route', () => {
    const root = {
      id: 'root',
      loaderData: {
        settings: { name: 'BOUTIQUE', waveNumber: '', whatsappNumber: '', email: '', phone: '' },
        publicUrl: 'https://boutique.example',
      },
    };
    const tags = seo(
      { location: { pathname: '/faqs' }, matches: [root] },
      { title: 'FAQ', description: 'Questions' },
    );
    expect(tags[0]).toEqual({ title: 'FAQ | BOUTIQUE' });
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://boutique.example/faqs');
    expect(find(tags, 'property', 'og:site_name')?.content).toBe('BOUTIQUE');
  });

  it('drops a trailing slash, so /contact/ and /contact share one canonical URL', () => {
    expect(canonicalPath('/contact/')).toBe('/contact');
    expect(canonicalPath('/contact')).toBe('/contact');
    expect(canonicalPath('/')).toBe('/');
  });

  it('gives a not-found answer no canonical address and keeps it out of search results', () => {
    const tags = notFoundSeo([], 'Produit introuvable');
    expect(find(tags, 'rel', 'canonical')).toBeUndefined();
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
  });
});
