import path from 'node:path';

/** Both src/ (under Jest) and dist/ (built) sit one level below the package, two below the repository. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_DATA_DIR = path.join(REPOSITORY_ROOT, '.local-supabase');
export const DEFAULT_MIGRATIONS_DIR = path.join(REPOSITORY_ROOT, 'supabase', 'migrations');
export const DEFAULT_SEED_FILE = path.join(REPOSITORY_ROOT, 'supabase', 'seed.sql');
/** Grows the demo business to a number of vehicles (`scale`), after the seed. */
export const SCALE_SEED_FILE = path.join(REPOSITORY_ROOT, 'supabase', 'seed-scale.sql');

/** Built handlers (dist/edge-functions) win over the TypeScript sources, which only Jest can load. */
export const FUNCTIONS_DIRS = [path.join(__dirname, 'edge-functions'), path.join(REPOSITORY_ROOT, 'supabase', 'functions')];
