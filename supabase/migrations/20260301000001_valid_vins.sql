-- Valid VINs. The database refuses what shared-domain's checkVin calls an error: 17 characters of
-- letters and digits without I, O or Q, and the check digit in 9th place for a vehicle built for
-- North America (first character 1–5), where 49 CFR 565 requires it. Other regions need not
-- have one, so there a failing check digit is left for the portal to warn about.

-- Each character's value (digits as themselves, letters by the transliteration table) times its
-- position's weight, summed, modulo 11, with 10 written X. Null when the text is not 17 VIN
-- characters. PL/pgSQL with the letters translated to their values first: it runs for every
-- vehicle written, and this form is several times faster than a single SQL expression.
create function private.vin_check_digit(vin text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  weights constant integer[] := array[8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  digits constant text := translate(upper(vin), 'ABCDEFGHJKLMNPRSTUVWXYZ', '12345678123457923456789');
  total integer := 0;
begin
  if digits !~ '^[0-9]{17}$' then
    return null;
  end if;
  for place in 1..17 loop
    total := total + weights[place] * (ascii(substr(digits, place, 1)) - 48);
  end loop;
  return substr('0123456789X', total % 11 + 1, 1);
end;
$$;

-- The VIN with its 9th character replaced by the check digit the other sixteen call for.
create function private.vin_with_check_digit(vin text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select overlay(upper(vin) placing private.vin_check_digit(vin) from 9 for 1)
$$;

-- A VIN is typed, pasted or scanned: stored without surrounding blanks and upper-case. Only a
-- VIN the write changes is touched, so an update of other columns never looks like a VIN change.
create function private.normalize_vehicle_vin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.vin is distinct from old.vin then
    new.vin := upper(btrim(new.vin, E' \t\r\n'));
  end if;
  return new;
end;
$$;

create trigger vehicles_clean_vin before insert or update on public.vehicles
  for each row execute function private.normalize_vehicle_vin();

-- Added unchecked, then checked at once: a database whose vehicles already pass (a new one, where
-- the seed comes after the migrations) keeps a fully validated constraint; one holding older VINs
-- that do not pass still migrates, and refuses writes to those rows until their VINs are corrected.
alter table public.vehicles add constraint vehicles_vin_valid check (
  vin ~ '^[A-HJ-NPR-Z0-9]{17}$'
  and (left(vin, 1) not between '1' and '5' or substr(vin, 9, 1) = private.vin_check_digit(vin))
) not valid;

do $$
begin
  alter table public.vehicles validate constraint vehicles_vin_valid;
exception when check_violation then
  raise notice 'vehicles_vin_valid stays unvalidated: some existing VINs fail it';
end;
$$;
