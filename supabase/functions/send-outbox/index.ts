// Hosted entry point (Deno edge runtime); local-supabase and the mail worker load handler.ts directly.
import { createHandler } from './handler.ts';

Deno.serve(
  createHandler({
    SUPABASE_URL: Deno.env.get('SUPABASE_URL') ?? '',
    SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    // Set with `supabase secrets set SMTP_URL=smtps://user:password@smtp.example.com:465 MAIL_FROM=… PORTAL_URL=…`.
    SMTP_URL: Deno.env.get('SMTP_URL') ?? '',
    MAIL_FROM: Deno.env.get('MAIL_FROM') ?? '',
    PORTAL_URL: Deno.env.get('PORTAL_URL') ?? '',
  }),
);
