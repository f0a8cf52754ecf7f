import { fileDemoDocuments } from './demoDocuments';

/**
 * `npm run seed:files`: gives the demo documents of a hosted project (seeded with
 * supabase/seed.sql) their PDF files. The embedded backend does this itself at start.
 */
async function main() {
  const url = process.env.SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) {
    console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (Project Settings → API) to file the demo documents.');
    process.exit(2);
  }
  const filed = await fileDemoDocuments(url, serviceRoleKey);
  console.log(filed === 0 ? 'Every demo document already has its file.' : `Filed ${filed} demo documents.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
