import { startBackendProcess } from './backendServer';
import { adminAccessToken } from './restRequests';
import type { Figure, FigureGroup } from './figures';
import { SCALE_VEHICLES, timeSequential } from './scaleRequests';
import { durationFigures } from './timing';

const REPORTS = ['report_monthly_figures', 'report_sales_by_make', 'report_days_to_sale', 'report_shipments_by_port'] as const;

/** The first day of the month `back` months before this one, in Toronto, as the screen asks for it. */
function monthsBack(back: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 10);
}

/**
 * The Reports screen's calls against a business of 100,000 vehicles: each report over the last
 * twelve months, as the Financial Overview and Advanced Analytics ask, and over the last 24, which
 * holds every sale and departure of the scaled business (about 40,000 sales), the most a call sums.
 */
export const reportRequests: FigureGroup = {
  title: 'reports at 100k vehicles',
  async run(): Promise<Figure[]> {
    const server = startBackendProcess(SCALE_VEHICLES);
    try {
      const backend = await server.first;
      const token = await adminAccessToken(backend.url, backend.anonKey);
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const figures: Figure[] = [];
      for (const [months, what] of [
        [12, 'the last 12 months, as the screen opens'],
        [24, 'the last 24 months: every sale of the scaled business'],
      ] as const) {
        const body = JSON.stringify({ p_first_month: monthsBack(months - 1), p_months: months });
        for (const report of REPORTS) {
          const call = () => [fetch(`${backend.url}/rest/v1/rpc/${report}`, { method: 'POST', headers, body })];
          figures.push(...durationFigures(`100k: rpc/${report}, ${months} months`, await timeSequential(call, report), `POST as admin over ${what}`));
        }
      }
      return figures;
    } finally {
      await server.stop();
    }
  },
};
