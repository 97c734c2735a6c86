/**
 * Photos made smaller on the phone before they are sent (ADR 0203): a 12 MP photo of 4–8 MB
 * takes minutes on mobile data and most of the server's 30 s, while the shop never shows more
 * than 1 280 px. The long side is brought to 2 560 px at most (room for every variant), as a JPEG
 * near 0.5 MB, turned upright from its EXIF orientation. A file the browser cannot decode (HEIC
 * in Chrome) goes as it is: the server decodes it.
 */
export const SHRINK = {
  maxSide: 2560,
  /** Bytes aimed at: a 2 560 px photo stays sharp for a 1 280 px variant at DPR 2. */
  targetBytes: 512 * 1024,
  /** Tried in turn until the JPEG is near targetBytes (the last one is kept in any case). */
  qualities: [0.85, 0.75, 0.65, 0.55],
} as const;

/** The size a `width × height` picture is drawn at: long side ≤ maxSide, ratio kept, never larger. */
export function fitWithin(width: number, height: number, maxSide: number = SHRINK.maxSide) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Kinds the server takes as they are: a small one of these is sent untouched. */
const SENT_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp']);

type Canvas = {
  getContext(kind: '2d'): {
    fillStyle: unknown;
    fillRect(x: number, y: number, w: number, h: number): void;
    drawImage(image: ImageBitmap, x: number, y: number, w: number, h: number): void;
  } | null;
  toJpeg(quality: number): Promise<Blob | null>;
};

function canvas(width: number, height: number): Canvas {
  // A worker-friendly canvas where there is one (Chrome, Firefox, Safari 16.4+).
  if (typeof OffscreenCanvas !== 'undefined') {
    const c = new OffscreenCanvas(width, height);
    return {
      getContext: () => c.getContext('2d'),
      toJpeg: (quality) => c.convertToBlob({ type: 'image/jpeg', quality }),
    };
  }
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return {
    getContext: () => c.getContext('2d'),
    toJpeg: (quality) => new Promise((resolve) => c.toBlob(resolve, 'image/jpeg', quality)),
  };
}

/** The file itself or a smaller JPEG of it, named like it with `.jpg`. Never throws. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (SENT_AS_IS.has(file.type) && file.size <= SHRINK.targetBytes) return file;
  let bitmap: ImageBitmap;
  try {
    if (typeof createImageBitmap !== 'function') return file;
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not decodable here (HEIC in Chrome, a broken file): the server judges it
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const target = canvas(width, height);
    const context = target.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: white, as the server flattens it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    let best: Blob | null = null;
    for (const quality of SHRINK.qualities) {
      const blob = await target.toJpeg(quality);
      if (!blob) break;
      best = blob;
      if (blob.size <= SHRINK.targetBytes) break;
    }
    const untouched = bitmap.width === width && SENT_AS_IS.has(file.type);
    if (!best || (untouched && best.size >= file.size)) return file;
    return new File([best], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
