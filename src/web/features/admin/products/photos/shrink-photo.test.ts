// @vitest-environment jsdom
// The phone's photo made smaller before it leaves: its size, its quality ladder, and the file sent
// as it is whenever the browser cannot decode it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, SHRINK, shrinkPhoto } from './shrink-photo';

const KB = 1024;

/** A fake OffscreenCanvas: remembers its size and what was drawn; JPEG size per quality. */
function fakeCanvas(sizeAt: (quality: number) => number) {
  const made: { width: number; height: number; drawn: unknown[]; qualities: number[] }[] = [];
  class FakeOffscreenCanvas {
    record: (typeof made)[number];
    constructor(width: number, height: number) {
      this.record = { width, height, drawn: [], qualities: [] };
      made.push(this.record);
    }
    getContext() {
      const drawn = this.record.drawn;
      return {
        fillStyle: '',
        fillRect: (...args: unknown[]) => drawn.push(['fillRect', ...args]),
        drawImage: (...args: unknown[]) => drawn.push(['drawImage', ...args.slice(1)]),
      };
    }
    convertToBlob({ type, quality }: { type: string; quality: number }) {
      this.record.qualities.push(quality);
      return Promise.resolve(new Blob([new Uint8Array(sizeAt(quality))], { type }));
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return made;
}

const photoFile = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('fitWithin', () => {
  it('brings the long side to 2 560 px, ratio kept, never enlarging', () => {
    expect(SHRINK.maxSide).toBe(2560);
    expect(fitWithin(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(8000, 2000)).toEqual({ width: 2560, height: 640 });
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
  });
});

describe('shrinkPhoto', () => {
  it('makes a 12 MP phone photo a 2 560 px JPEG near 0.5 MB, upright', async () => {
    const close = vi.fn();
    const decode = vi.fn(async () => ({ width: 4032, height: 3024, close }));
    vi.stubGlobal('createImageBitmap', decode);
    const made = fakeCanvas((q) => (q >= 0.8 ? 900 * KB : q >= 0.7 ? 640 * KB : 480 * KB));
    const original = photoFile('IMG_0420.jpeg', 5 * 1024 * KB);

    const sent = await shrinkPhoto(original);

    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ width: 2560, height: 1920, qualities: [0.85, 0.75, 0.65] });
    expect(made[0]!.drawn).toEqual([
      ['fillRect', 0, 0, 2560, 1920],
      ['drawImage', 0, 0, 2560, 1920],
    ]);
    expect(sent).not.toBe(original);
    expect(sent.name).toBe('IMG_0420.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(480 * KB);
    expect(close).toHaveBeenCalled();
  });

  it('sends the file as it is when the browser cannot decode it (HEIC in Chrome)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const made = fakeCanvas(() => 100 * KB);
    const heic = photoFile('IMG_0421.HEIC', 2 * 1024 * KB, 'image/heic');
    expect(await shrinkPhoto(heic)).toBe(heic);
    expect(made).toHaveLength(0);
  });

  it('sends the file as it is without createImageBitmap, or when it is already small', async () => {
    const big = photoFile('grand.jpg', 3 * 1024 * KB);
    expect(await shrinkPhoto(big)).toBe(big); // jsdom has no createImageBitmap
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const small = photoFile('petit.jpg', 300 * KB);
    expect(await shrinkPhoto(small)).toBe(small);
    expect(decode).not.toHaveBeenCalled();
  });

  it('keeps an original already within 2 560 px when the JPEG would not be smaller', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 1600, height: 2000, close: () => {} })),
    );
    fakeCanvas(() => 900 * KB);
    const original = photoFile('deja-leger.jpg', 700 * KB);
    expect(await shrinkPhoto(original)).toBe(original);
  });
});
