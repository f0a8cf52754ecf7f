import { DEFAULT_PORT } from './index';
import { apiKeysFor, resolveJwtSecret } from './keys';

/** Prints the connection settings in env format, like `supabase status -o env`. */
const port = process.env.LOCAL_SUPABASE_PORT ?? String(DEFAULT_PORT);
const { anonKey, serviceRoleKey } = apiKeysFor(resolveJwtSecret());
process.stdout.write(
  [`SUPABASE_URL=http://127.0.0.1:${port}`, `SUPABASE_ANON_KEY=${anonKey}`, `SUPABASE_SERVICE_ROLE_KEY=${serviceRoleKey}`, ''].join('\n'),
);
