import { AuthError } from './auth-error';

/** A token bucket per client address: `burst` at once, then `perFiveMinutes` spread over five minutes. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();

  constructor(
    private readonly perFiveMinutes: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  private bucket(address: string) {
    const now = this.now();
    const refillPerMs = this.perFiveMinutes / 300_000;
    this.forgetFullBuckets(now, refillPerMs);
    const bucket = this.buckets.get(address) ?? { tokens: this.burst, updated: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updated) * refillPerMs);
    bucket.updated = now;
    this.buckets.set(address, bucket);
    return bucket;
  }

  /** Refuses with GoTrue's 429 when the address has no token left, without taking one. */
  check(address: string): void {
    if (this.bucket(address).tokens < 1) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  consume(address: string): void {
    this.bucket(address).tokens -= 1;
  }

  take(address: string): void {
    this.check(address);
    this.consume(address);
  }

  /** A bucket that has refilled says nothing a new one would not, so the map stays small. */
  private forgetFullBuckets(now: number, refillPerMs: number): void {
    if (this.buckets.size < 1000) return;
    for (const [address, bucket] of [...this.buckets]) {
      if (bucket.tokens + (now - bucket.updated) * refillPerMs >= this.burst) this.buckets.delete(address);
    }
  }
}

/** GoTrue's defaults: sign-ups 30 per 5 minutes, token requests 150 per 5 minutes, both with a burst of 30. */
export interface AuthRateLimits {
  signups: RateLimiter;
  failedSignIns: RateLimiter;
}

export const defaultAuthRateLimits = (): AuthRateLimits => ({
  signups: new RateLimiter(30, 30),
  failedSignIns: new RateLimiter(150, 30),
});
