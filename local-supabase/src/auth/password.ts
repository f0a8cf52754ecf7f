import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './auth-error';

/** GoTrue's default minimum; it is the only rule a default project enforces. */
export const MINIMUM_PASSWORD_LENGTH = 6;
const BCRYPT_COST = 10;

export function requirePassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') throw validationFailed('Password is required');
  return password;
}

export function assertStrongPassword(password: string): void {
  if ([...password].length < MINIMUM_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/** Compared against when there is no stored hash, so an unknown email takes as long as a wrong password. */
const PLACEHOLDER_HASH = '$2b$10$gV5nxHlDJ1/KKnh5RMU4j.YwH/ojUBSXIyAezgPcVYZNE6vDJX/Ne';

export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  try {
    const matches = await bcrypt.compare(password, hash || PLACEHOLDER_HASH);
    return Boolean(hash) && matches;
  } catch {
    return false;
  }
}
