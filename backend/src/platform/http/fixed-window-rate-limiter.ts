/**
 * A small in-memory fixed-window limiter (per process): at most `limit` hits per key in each
 * window of `windowMs`. Enough for public, unauthenticated endpoints on one instance; several API
 * instances each count on their own. Behind a reverse proxy the key (the client IP) is only right
 * when Fastify's trustProxy is set for that proxy.
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Past this many keys, ended windows are swept so memory stays bounded. */
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts a hit; `allowed: false` with the seconds until the window ends once over the limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
    // Still full (a flood of distinct keys): start over rather than grow without bound.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}
