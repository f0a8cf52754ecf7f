import { DOCUMENT_SEARCH, SHIPMENT_SEARCH, VEHICLE_COLUMNS, VEHICLE_SEARCH, serverSearchFilter } from '@export-portal/shared-domain';
import { definePagedList, NEWEST_FIRST } from '@export-portal/shared-auth';

/**
 * What a signed-in client reads: their own vehicles, shipments, documents and
 * messages, and the available inventory. A client's records are those of the
 * customer records that carry their user id in `customers.user_id`; each read
 * names that link (an inner join on the owning customer), so it finds exactly
 * those records in one request, and a client without a customer record gets
 * empty lists rather than an error. Row-level security keeps everything else
 * from them; the filter is still needed because the same security lets every
 * client see the available stock.
 *
 * Query keys start with the table, so a write's invalidation reaches them,
 * and carry the user, because what a list holds depends on who reads it.
 */

/** The owning customer, joined only to filter by `customers.user_id`. */
export const OWNED_BY = 'owner:customers!inner(user_id)';
export const OWNER_USER = 'owner.user_id';

/** The client's own vehicles, newest first, searched on make, model, VIN and year. */
export const ownVehicleList = definePagedList({
  table: 'vehicles',
  name: 'own',
  perUser: true,
  order: NEWEST_FIRST,
  rows: (client, request, options) => {
    let query = client.from('vehicles').select(`${VEHICLE_COLUMNS},${OWNED_BY}`, options).eq(OWNER_USER, request.user);
    const search = serverSearchFilter(request.search, VEHICLE_SEARCH);
    if (search) query = query.or(search);
    return query;
  },
});

/** The shipment columns a client follows; the business's costs are not among them. */
export const TRACKED_SHIPMENT_COLUMNS =
  'id,shipment_number,booking_number,status,origin_port,destination_port,vessel_name,voyage_number,estimated_departure,estimated_arrival,actual_departure,actual_arrival,created_at' as const;
/** What a client's shipment carries: its containers, and which of the client's vehicles. */
export const SHIPMENT_CARGO = 'containers(container_number,status),shipment_vehicles(vehicle:vehicles(id,year,make,model,vin))';

/** The client's own shipments with their containers and vehicles, newest first. */
export const ownShipmentList = definePagedList({
  table: 'shipments',
  name: 'own',
  perUser: true,
  order: NEWEST_FIRST,
  rows: (client, request, options) => {
    let query = client.from('shipments').select(`${TRACKED_SHIPMENT_COLUMNS},${SHIPMENT_CARGO},${OWNED_BY}`, options).eq(OWNER_USER, request.user);
    const search = serverSearchFilter(request.search, SHIPMENT_SEARCH);
    if (search) query = query.or(search);
    return query;
  },
});

export const OWN_DOCUMENT_COLUMNS =
  'id,document_name,document_number,document_type,issue_date,expiry_date,file_size,file_path,file_name,mime_type,created_at' as const;

/** The client's own documents, newest first, searched on name, number and type. */
export const ownDocumentList = definePagedList({
  table: 'documents',
  name: 'own',
  perUser: true,
  order: NEWEST_FIRST,
  rows: (client, request, options) => {
    let query = client.from('documents').select(`${OWN_DOCUMENT_COLUMNS},${OWNED_BY}`, options).eq(OWNER_USER, request.user);
    const search = serverSearchFilter(request.search, DOCUMENT_SEARCH);
    if (search) query = query.or(search);
    return query;
  },
});
