// Hosted entry point (Deno edge runtime); local-supabase loads handler.ts directly.
import { createHandler } from './handler.ts';

Deno.serve(
  createHandler({
    SUPABASE_URL: Deno.env.get('SUPABASE_URL') ?? '',
    SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    // Set with `supabase secrets set DEMO_USERS_ENABLED=true` on a demo project only.
    DEMO_USERS_ENABLED: Deno.env.get('DEMO_USERS_ENABLED') ?? '',
  }),
);
