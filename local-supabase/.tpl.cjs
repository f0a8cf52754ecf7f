const { PGlite } = require('@electric-sql/pglite');
const { pgcrypto } = require('@electric-sql/pglite/contrib/pgcrypto');
const fs = require('fs');
(async () => {
  let t = Date.now(); const lap = (l) => { console.log(l, Date.now() - t); t = Date.now(); };
  const db = await PGlite.create({ extensions: { pgcrypto } }); lap('create');
  await db.exec('set search_path to "$user", public, extensions');
  await db.exec(fs.readFileSync('dist/sql/bootstrap.sql', 'utf8'));
  for (const f of fs.readdirSync('../supabase/migrations').sort()) await db.exec(fs.readFileSync('../supabase/migrations/' + f, 'utf8'));
  await db.exec(fs.readFileSync('../supabase/seed.sql', 'utf8')); lap('apply');
  const blob = await db.dumpDataDir('gzip'); lap('dump ' + blob.size);
  await db.close();
  const db2 = await PGlite.create({ loadDataDir: blob, extensions: { pgcrypto } }); lap('load');
  console.log((await db2.query('select count(*) from public.vehicles')).rows, (await db2.query("select extensions.crypt('a', extensions.gen_salt('bf')) is not null as ok")).rows);
  lap('q');
})();
