import { AuthError, validationFailed } from './auth-error';
import { HashPool } from './hash-pool';

/** GoTrue's default minimum; it is the only rule a default project enforces. */
export const MINIMUM_PASSWORD_LENGTH = 6;
/** bcrypt reads only the first 72 bytes, so a longer password would match any suffix; GoTrue refuses it. */
export const MAXIMUM_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

export function requirePassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') throw validationFailed('Password is required');
  return password;
}

export function assertStrongPassword(password: string): void {
  if (Buffer.byteLength(password) > MAXIMUM_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAXIMUM_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MINIMUM_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

let pool: HashPool | undefined;
let users = 0;

/** The hashing workers live while at least one server does. */
export function acquireHashPool(): () => Promise<void> {
  pool ??= new HashPool();
  users += 1;
  return async () => {
    users -= 1;
    if (users === 0 && pool) {
      const closing = pool;
      pool = undefined;
      await closing.close();
    }
  };
}

const hashPool = (): HashPool => {
  pool ??= new HashPool();
  return pool;
};

export const hashPassword = (password: string): Promise<string> => hashPool().hash(password, BCRYPT_COST);

/** Compared against when there is no stored hash, so an unknown email takes as long as a wrong password. */
const PLACEHOLDER_HASH = '$2b$10$gV5nxHlDJ1/KKnh5RMU4j.YwH/ojUBSXIyAezgPcVYZNE6vDJX/Ne';

export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  try {
    const matches = await hashPool().compare(password, hash || PLACEHOLDER_HASH);
    return Boolean(hash) && matches && Buffer.byteLength(password) <= MAXIMUM_PASSWORD_BYTES;
  } catch {
    return false;
  }
}
