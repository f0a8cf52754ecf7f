/** The seeded demo logins (DESIGN §5). */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'DemoAdmin!2026' };
export const DEMO_STAFF = { email: 'staff@demo.test', password: 'DemoStaff!2026' };
export const DEMO_CLIENT = { email: 'client1@demo.test', password: 'DemoClient1!2026' };

/** Columns of vehicles the `authenticated` role may read (purchase_price is withheld by column grants). */
export const VEHICLE_COLUMNS = 'id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,created_at,updated_at';
