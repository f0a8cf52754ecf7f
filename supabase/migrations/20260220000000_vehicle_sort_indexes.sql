-- The vehicle boards' table view sorts on the server by a column, then by id so that equal
-- values keep one order from page to page. At 100,000 vehicles a page of 50 sorted any other
-- way than newest first would sort the whole table; an index on (column, id) hands Postgres the
-- first 50 rows in either direction (read backwards when descending). VIN is unique and already
-- indexed, and created_at has (created_at desc, id).
create index vehicles_year_id_idx on public.vehicles (year, id);
create index vehicles_make_id_idx on public.vehicles (make, id);
create index vehicles_model_id_idx on public.vehicles (model, id);
create index vehicles_status_id_idx on public.vehicles (status, id);
create index vehicles_mileage_id_idx on public.vehicles (mileage, id);
create index vehicles_sale_price_id_idx on public.vehicles (sale_price, id);
