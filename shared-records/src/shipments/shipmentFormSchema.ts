import * as z from 'zod/mini';
import { ARRIVAL_BEFORE_DEPARTURE, SHIPMENT_STATUSES, arrivesBeforeDeparture, parseDecimal } from '@export-portal/shared-domain';

/** Who fills the form: the admin sets everything; staff never the customer, the status or the costs. */

/** A vehicle chosen for the shipment, with what its chip shows. */
export interface PickedVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  vin: string;
}

/** Blank text is no value. */
const optionalText = z.pipe(
  z.string(),
  z.transform((text: string) => text.trim() || null),
);

const optionalDate = z.pipe(
  z.string(),
  z.transform((text: string) => text || null),
);

/** A cost typed as text: blank is none, anything else a number of dollars, never negative. */
const optionalCost = (label: string) =>
  z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      if (text.trim() === '') return null;
      const value = parseDecimal(text);
      if (value === null || value < 0) {
        context.issues.push({ code: 'custom', message: `${label} must be an amount in dollars, such as 2500 or 2500.50`, input: text });
        return z.NEVER;
      }
      return value;
    }),
  );

const picked = z.object({ id: z.string(), year: z.number(), make: z.string(), model: z.string(), vin: z.string() });

/**
 * The shipment form. Texts are trimmed (blank is none), costs parsed as dollars, and the
 * estimated arrival is refused beside its field when it is before the departure, as the
 * database refuses it. A form that sets the terms must name the customer, whose vehicles the
 * shipment carries.
 */
export const shipmentSchema = (withTerms: boolean) =>
  z
    .object({
      customerId: z.string().check(z.refine((id) => !withTerms || id !== '', { message: 'Choose the customer' })),
      bookingNumber: optionalText,
      originPort: optionalText,
      destinationPort: optionalText,
      vesselName: optionalText,
      voyageNumber: optionalText,
      estimatedDeparture: optionalDate,
      estimatedArrival: optionalDate,
      shippingCost: optionalCost('Shipping cost'),
      totalCost: optionalCost('Total cost'),
      status: z.enum(SHIPMENT_STATUSES),
      containerId: z.string(),
      vehicles: z.array(picked),
    })
    .check(
      z.refine((values) => !arrivesBeforeDeparture(values.estimatedDeparture, values.estimatedArrival), {
        message: ARRIVAL_BEFORE_DEPARTURE,
        path: ['estimatedArrival'],
      }),
    );

export type ShipmentDraft = z.input<ReturnType<typeof shipmentSchema>>;
export type ShipmentValues = z.output<ReturnType<typeof shipmentSchema>>;
