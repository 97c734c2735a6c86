// @vitest-environment jsdom
import { PHOTO_TEXT, type ProductPhoto, type ProductPhotos } from '@shared/api/admin-photos.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPhotosEditor } from './product-photos-editor';

const PRODUCT = 't-shirt-signature-creme';
const BASE = `/api/admin/products/${PRODUCT}/photos`;

function photo(n: number, alt = ''): ProductPhoto {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    hash: `${n}`.repeat(24),
    position: n - 1,
    alt,
    width: 1600,
    height: 2000,
    widths: [320, 480, 640, 800, 960, 1280],
    bytes: {},
  };
}

/** A small fake of the server: its photos, and every call the editor made. */
let server: ProductPhotos;
let calls: { method: string; url: string; type?: string; body?: unknown }[];
/** Holds the next upload until released (to see the progress meanwhile). */
let gate: Promise<void> | undefined;

/** Drops the next upload's connection once its bytes are half sent (a phone losing its signal). */
let dropNext = false;

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The server's answer to one upload. */
async function answerUpload(file: File, type: string | undefined) {
  calls.push({ method: 'POST', url: BASE, type, body: file.name });
  await gate;
  if (file.name.startsWith('texte'))
    return {
      status: 415,
      body: { error: { code: 'not_an_image', message: PHOTO_TEXT.notAnImage } },
    };
  const added = { ...photo(server.photos.length + 1), position: server.photos.length };
  server = { ...server, photos: [...server.photos, added] };
  return { status: 201, body: { ...server, added: added.id } };
}

/** Uploads go by XMLHttpRequest (its upload progress): a fake one, answered by answerUpload. */
class FakeXMLHttpRequest {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(file: File) {
    if (this.method !== 'POST' || this.url !== BASE)
      throw new Error(`appel inattendu : ${this.method} ${this.url}`);
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
    void (async () => {
      progress(50);
      if (dropNext) {
        dropNext = false;
        calls.push({
          method: 'POST',
          url: BASE,
          type: this.headers['Content-Type'],
          body: file.name,
        });
        await gate;
        this.onerror?.();
        return;
      }
      const answer = await answerUpload(file, this.headers['Content-Type']);
      progress(100);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    })();
  }
}

beforeEach(() => {
  server = { photos: [photo(1, 'Vue de face'), photo(2)], heic: false };
  calls = [];
  gate = undefined;
  dropNext = false;
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === BASE) return json(server);
      if (method === 'PUT' && url === BASE) {
        const body = JSON.parse(String(init!.body)) as { photos: { id: string; alt: string }[] };
        calls.push({ method, url, body });
        server = {
          ...server,
          photos: body.photos.map((p, position) => ({
            ...server.photos.find((q) => q.id === p.id)!,
            alt: p.alt,
            position,
          })),
        };
        return json(server);
      }
      if (method === 'DELETE' && url.startsWith(`${BASE}/`)) {
        calls.push({ method, url });
        const id = url.slice(BASE.length + 1);
        server = { ...server, photos: server.photos.filter((p) => p.id !== id) };
        return json(server);
      }
      throw new Error(`appel inattendu : ${method} ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductPhotosEditor productId={PRODUCT} />
    </QueryClientProvider>,
  );
}

const items = () => screen.getAllByRole('listitem', { name: /^Photo \d$/ });
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], name, { type: 'image/jpeg' });

describe('ProductPhotosEditor', () => {
  it('shows the photos in order, the first as the main one, with their alt texts', async () => {
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByText('Photo principale')).toBeInTheDocument();
    expect(within(items()[0]!).getByRole('img')).toHaveAttribute('alt', 'Vue de face');
    expect(within(items()[0]!).getByRole('img')).toHaveAttribute('width', '96');
    expect(within(items()[0]!).getByRole('img')).toHaveAttribute('height', '120');
    expect(
      screen.getByLabelText('Description de la photo 1 (pour les personnes malvoyantes)'),
    ).toHaveValue('Vue de face');
    // Plain words: what the field is for, not the developer's name for it.
    expect(screen.getByRole('region', { name: 'Photos' })).not.toHaveTextContent(/alternatif/i);
    // No HEIC on this server: the picker does not offer it (an iPhone then sends JPEG).
    expect(screen.getByLabelText('Fichiers des photos à ajouter')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('uploads several files one after the other with progress, and says in French which were refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(2));

    const huge = jpeg('enorme.jpg');
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Fichiers des photos à ajouter'), [
      jpeg('robe-face.jpg'),
      jpeg('texte.jpg'),
      huge,
      new File(['x'], 'dos.heic', { type: '' }),
    ]);
    expect(
      await screen.findByText(/Envoi de la photo 1 sur 4\s:\srobe-face\.jpg/),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Envoi des photos' })).toHaveAttribute(
      'max',
      '4',
    );
    expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1)); // the next waits for this one
    release();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/2 photos n’ont pas été ajoutées/);
    expect(alert).toHaveTextContent(/texte\.jpg\s:\sCe fichier n’est pas une photo/);
    expect(alert).toHaveTextContent(/enorme\.jpg\s:\sLa photo dépasse 15 Mo/);
    expect(screen.getByRole('status', { name: 'Suivi des photos' })).toHaveTextContent(
      '2 photos ajoutées',
    );
    expect(items()).toHaveLength(4);
    // One request per file, in order; the too-large one never left the phone; a file the browser
    // gives no type goes as octet-stream (the server reads the bytes).
    expect(calls.map((c) => [c.body, c.type])).toEqual([
      ['robe-face.jpg', 'image/jpeg'],
      ['texte.jpg', 'image/jpeg'],
      ['dos.heic', 'application/octet-stream'],
    ]);
  });

  it('shows how much of the photo has gone, and offers Réessayer when the connection drops', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    dropNext = true;
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(2));

    await user.upload(screen.getByLabelText('Fichiers des photos à ajouter'), [
      jpeg('robe-face.jpg'),
    ]);
    // Half of its bytes sent: the bar says so, not only when the file is done.
    const bar = await screen.findByRole('progressbar', { name: 'Envoi des photos' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));
    expect(bar).toHaveAttribute('max', '1');
    expect(screen.getByText(/Envoi de la photo 1 sur 1/)).toHaveTextContent(/50\s%/);
    release();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/robe-face\.jpg\s:\sImpossible de joindre LAGUNE/);
    expect(items()).toHaveLength(2);
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Suivi des photos' })).toHaveTextContent(
      '1 photo ajoutée',
    );
    expect(calls.map((c) => c.body)).toEqual(['robe-face.jpg', 'robe-face.jpg']);
  });

  it('offers no Réessayer for a file the server refused for what it is', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.upload(screen.getByLabelText('Fichiers des photos à ajouter'), [jpeg('texte.jpg')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/texte\.jpg\s:\sCe fichier n’est pas une photo/);
    expect(within(alert).queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('moves photos up and down, chooses the main one, and saves alt texts, each at once', async () => {
    const user = userEvent.setup();
    server.photos.push(photo(3));
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(3));
    const [one, two, three] = server.photos.map((p) => p.id);

    expect(screen.getByRole('button', { name: 'Monter la photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre la photo 3' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Descendre la photo 1' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      photos: [
        { id: two, alt: '' },
        { id: one, alt: 'Vue de face' },
        { id: three, alt: '' },
      ],
    });
    expect(await screen.findByRole('status', { name: 'Suivi des photos' })).toHaveTextContent(
      'Ordre des photos enregistré',
    );

    await user.click(
      screen.getByRole('button', { name: /Photo principale\s:\schoisir la photo 3/ }),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect((calls[1]!.body as { photos: { id: string }[] }).photos.map((p) => p.id)).toEqual([
      three,
      two,
      one,
    ]);
    await waitFor(() =>
      expect(within(items()[0]!).getByText('Photo principale')).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Monter la photo 3' }));
    await waitFor(() => expect(calls).toHaveLength(3));

    const alt = screen.getByLabelText('Description de la photo 1 (pour les personnes malvoyantes)');
    await user.type(alt, '  Polo marine, vue de dos ');
    await user.tab();
    await waitFor(() => expect(calls).toHaveLength(4));
    expect((calls[3]!.body as { photos: { alt: string }[] }).photos[0]!.alt).toBe(
      'Polo marine, vue de dos',
    );
    expect(await screen.findByRole('status', { name: 'Suivi des photos' })).toHaveTextContent(
      'Description de la photo enregistrée',
    );
    // Leaving the field again without a change sends nothing.
    await user.click(alt);
    await user.tab();
    expect(calls).toHaveLength(4);
  });

  it('drags a photo with the keyboard (Espace, flèche, Espace) and saves the new order', async () => {
    const user = userEvent.setup();
    server.photos.push(photo(3));
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(3));
    const [one, two, three] = server.photos.map((p) => p.id);
    // jsdom lays nothing out: each photo gets the box a phone would give it, one under the other,
    // so the keyboard sensor finds the place above.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const item = this.closest('li[aria-label^="Photo "]');
      const index = item ? items().indexOf(item as HTMLElement) : -1;
      const top = Math.max(0, index) * 200;
      return DOMRect.fromRect({ x: 0, y: top, width: 360, height: index < 0 ? 0 : 180 });
    });

    const handle = screen.getByRole('button', { name: 'Déplacer la photo 2' });
    expect(handle).toHaveAttribute('aria-roledescription', 'photo déplaçable');
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: BASE });
    expect(calls[0]!.body).toEqual({
      photos: [
        { id: two, alt: '' },
        { id: one, alt: 'Vue de face' },
        { id: three, alt: '' },
      ],
    });
    expect(await screen.findByRole('status', { name: 'Suivi des photos' })).toHaveTextContent(
      'Photo principale choisie',
    );
    expect(within(items()[0]!).getByText('Photo principale')).toBeInTheDocument();
    expect(within(items()[1]!).getByRole('img')).toHaveAttribute('alt', 'Vue de face');
    // What a screen reader heard, in French.
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveTextContent(
      /Photo 2 posée à la place 1\./,
    );
  });

  it('puts the photos back in their order when the save fails', async () => {
    const user = userEvent.setup();
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(2));
    const fetchMock = vi.mocked(fetch);
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'PUT'
        ? json({ error: { code: 'internal', message: 'Le serveur ne répond pas.' } }, 500)
        : real(input, init),
    );
    await user.click(screen.getByRole('button', { name: 'Descendre la photo 1' }));
    expect(await screen.findByRole('status', { name: 'Suivi des photos' })).toHaveTextContent(
      'Le serveur ne répond pas.',
    );
    expect(within(items()[0]!).getByRole('img')).toHaveAttribute('alt', 'Vue de face');
  });

  it('deletes a photo only once confirmed', async () => {
    const user = userEvent.setup();
    renderEditor();
    await waitFor(() => expect(items()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: /Supprimer cette photo\s\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Garder la photo' }));
    expect(calls).toEqual([]);
    expect(items()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 2' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Oui, supprimer la photo',
      }),
    );
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(calls).toEqual([{ method: 'DELETE', url: `${BASE}/${photo(2).id}` }]);
    expect(screen.getByRole('status', { name: 'Suivi des photos' })).toHaveTextContent(
      PHOTO_TEXT.deleted,
    );
  });

  it('offers HEIC when the server decodes it', async () => {
    server.heic = true;
    renderEditor();
    await waitFor(() =>
      expect(screen.getByLabelText('Fichiers des photos à ajouter')).toHaveAttribute(
        'accept',
        'image/jpeg,image/png,image/webp,image/heic',
      ),
    );
  });
});
