/**
 * Reverse geocoding through our server: the browser never calls a third party with
 * the shopper's position. Follows the public Nominatim usage policy: a User-Agent naming the shop,
 * at most one upstream request per second (per instance), and answers cached.
 */
export type ReverseGeocoderOptions = {
  /** GEOCODER_URL: a Nominatim-compatible service (`/reverse?format=jsonv2&lat=…&lon=…`). */
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  minIntervalMs?: number;
  /** A request that would wait longer than this for its turn is refused at once. */
  maxQueueMs?: number;
  cacheSize?: number;
};

/** The upstream service failed, timed out or is too busy: the browser falls back to coordinates. */
export class GeocoderUnavailableError extends Error {
  constructor(reason: string) {
    super(`geocoder unavailable: ${reason}`);
    this.name = 'GeocoderUnavailableError';
  }
}

export class ReverseGeocoder {
  private readonly cache = new Map<string, string>();
  private nextSlot = 0;
  private readonly timeoutMs: number;
  private readonly minIntervalMs: number;
  private readonly maxQueueMs: number;
  private readonly cacheSize: number;

  constructor(private readonly options: ReverseGeocoderOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.maxQueueMs = options.maxQueueMs ?? 3000;
    this.cacheSize = options.cacheSize ?? 500;
  }

  async reverse(lat: number, lon: number): Promise<string> {
    // ~11 m: close enough for a delivery address, and neighbours share a cache entry.
    const key = `${lat.toFixed(4)},${lon.toFixed(4)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, cached); // most recently used last
      return cached;
    }
    await this.waitForSlot();
    const displayName = await this.fetchUpstream(lat, lon);
    this.cache.set(key, displayName);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return displayName;
  }

  /** One upstream request per `minIntervalMs`, in arrival order. */
  private async waitForSlot(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    if (slot - now > this.maxQueueMs) throw new GeocoderUnavailableError('busy');
    this.nextSlot = slot + this.minIntervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  private async fetchUpstream(lat: number, lon: number): Promise<string> {
    const url = new URL(`${this.options.baseUrl}/reverse`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(lat),
      lon: String(lon),
      'accept-language': 'fr',
      zoom: '18',
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new GeocoderUnavailableError(timedOut ? 'timeout' : 'network');
    }
    if (!response.ok) throw new GeocoderUnavailableError(`status ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as
      { display_name?: unknown } | undefined;
    const name = body?.display_name;
    if (typeof name !== 'string' || name.trim() === '')
      throw new GeocoderUnavailableError('no address');
    return name.trim().slice(0, 300);
  }
}
