-- The Vehicle Inventory's filter panel matches part of a vehicle's location (a yard, a port)
-- case-insensitively; at 100,000 vehicles that needs a trigram index, as the make already has.
-- Model-year and sale-price ranges use the (year, id) and (sale_price, id) indexes kept for sorting.
create index vehicles_location_trgm_idx on public.vehicles using gin (location extensions.gin_trgm_ops);
