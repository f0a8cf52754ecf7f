-- Accounts appear when people sign up and change when an admin deletes one, so the users board
-- follows them live; row-level security still decides which profiles a subscriber hears of.
alter publication supabase_realtime add table public.profiles;
