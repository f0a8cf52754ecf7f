/**
 * A client's total invested as the client dashboard shows it, summed in the browser: the sale price
 * of every one of their vehicles, whatever its status, a missing one as zero, to the cent. The
 * database computes the figure; tests compare its answer with this.
 */
export function totalInvested(vehicles: readonly { sale_price: number | null }[]): number {
  const cents = vehicles.reduce((sum, vehicle) => sum + Math.round((vehicle.sale_price ?? 0) * 100), 0);
  return cents / 100;
}
