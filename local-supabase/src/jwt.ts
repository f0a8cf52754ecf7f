import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: unknown; sub?: unknown; exp?: unknown };

export class JwtError extends Error {
  constructor(
    message: string,
    readonly reason: 'malformed' | 'signature' | 'algorithm' | 'expired',
  ) {
    super(message);
  }
}

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

const signature = (input: string, secret: string): Buffer => createHmac('sha256', secret).update(input).digest();

export function signJwt(claims: JwtClaims, secret: string): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

function decodePart(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('invalid JWT: unable to parse token', 'malformed');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JwtError('invalid JWT: unable to parse token', 'malformed');
  }
  return value as Record<string, unknown>;
}

/** Only HS256 is accepted: a token that names another algorithm (including "none") is refused outright. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) {
    throw new JwtError('invalid JWT: token is malformed', 'malformed');
  }
  const [header, payload, sent] = parts as [string, string, string];
  if (decodePart(header).alg !== 'HS256') {
    throw new JwtError('invalid JWT: signing method is not HS256', 'algorithm');
  }
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('invalid JWT: signature is invalid', 'signature');
  }
  const claims = decodePart(payload) as JwtClaims;
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    throw new JwtError('invalid JWT: token is expired', 'expired');
  }
  return claims;
}
