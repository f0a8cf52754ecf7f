import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { serverSearchFilter, VEHICLE_SEARCH, type Database, type SearchColumn } from '@export-portal/shared-domain';
import { startBackendProcess } from './backendServer';
import { adminAccessToken } from './restRequests';
import { SCALE_VEHICLES } from './scaleRequests';
import type { Figure, FigureGroup } from './figures';
import { durationFigures, timed } from './timing';

/**
 * The forms' pickers against a business of 100,000 vehicles: every prefix of a word, as an admin
 * types it, is one request, sent through supabase-js exactly as the picker builds it. A picker is
 * fast enough when its slowest keystroke is answered within 150 ms.
 */

/** The customer picker's columns and searched columns, as admin-app reads them. */
const CUSTOMER_COLUMNS = 'id,first_name,last_name,company_name,email';
const CUSTOMER_SEARCH: readonly SearchColumn[] = ['first_name', 'last_name', 'company_name', 'email'];
const CUSTOMER_LIMIT = 20;
/** The shipment form's vehicle picker: the chosen customer's vehicles. */
const VEHICLE_COLUMNS = 'id,year,make,model,vin';
const VEHICLE_LIMIT = 20;

/** What an admin types into each picker: names, a company, an e-mail, models and a VIN's end. */
const CUSTOMER_WORDS = ['gauthier', 'motors', 'olivia.t', 'zzz'];
const VEHICLE_WORDS = ['camry', 'toyota', '2019'];
/** Each keystroke is timed this many times after one untimed warm-up. */
const RUNS_PER_KEYSTROKE = 5;

const prefixes = (word: string) => Array.from(word, (_, index) => word.slice(0, index + 1));

type Client = SupabaseClient<Database>;

async function customerMatches(client: Client, term: string) {
  let query = client.from('customer_directory').select(CUSTOMER_COLUMNS);
  for (const word of term.split(/\s+/).filter(Boolean)) {
    const filter = serverSearchFilter(word, CUSTOMER_SEARCH);
    if (filter) query = query.or(filter);
  }
  const { data, error } = await query.order('last_name').order('first_name').order('id').limit(CUSTOMER_LIMIT);
  if (error) throw new Error(`the customer picker's read failed: ${error.message}`);
  return data.length;
}

async function customerVehicles(client: Client, customerId: string, term: string) {
  let query = client.from('vehicles').select(VEHICLE_COLUMNS).eq('customer_id', customerId);
  const filter = serverSearchFilter(term, VEHICLE_SEARCH);
  if (filter) query = query.or(filter);
  const { data, error } = await query.order('year', { ascending: false }).order('make').order('model').order('id').limit(VEHICLE_LIMIT);
  if (error) throw new Error(`the vehicle picker's read failed: ${error.message}`);
  return data.length;
}

async function timeKeystrokes(words: readonly string[], answer: (term: string) => Promise<number>): Promise<number[]> {
  const durations: number[] = [];
  for (const word of words) {
    for (const term of prefixes(word)) {
      await answer(term);
      for (let run = 0; run < RUNS_PER_KEYSTROKE; run += 1) durations.push((await timed(() => answer(term)))[1]);
    }
  }
  return durations;
}

function slowestFigure(name: string, durations: readonly number[], measures: string): Figure {
  return { name: `${name} slowest`, value: Math.max(...durations), unit: 'ms', measures: `${measures} (${durations.length} runs)` };
}

export const pickerRequests: FigureGroup = {
  title: 'Pickers at 100k vehicles',
  async run(): Promise<Figure[]> {
    const server = startBackendProcess(SCALE_VEHICLES);
    try {
      const backend = await server.first;
      const token = await adminAccessToken(backend.url, backend.anonKey);
      const client = createClient<Database>(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { authorization: `Bearer ${token}` } },
        realtime: { transport: WebSocket as never },
      });
      // The biggest buyer owns the most vehicles: the vehicle picker's hardest case.
      const { data: owner, error } = await client.from('customers').select('id').order('total_purchases', { ascending: false }).limit(1).single();
      if (error) throw new Error(`no customer to pick vehicles of: ${error.message}`);

      const customers = await timeKeystrokes(CUSTOMER_WORDS, (term) => customerMatches(client, term));
      const vehicles = await timeKeystrokes(VEHICLE_WORDS, (term) => customerVehicles(client, owner.id, term));
      const customerMeasure = `each prefix of ${CUSTOMER_WORDS.map((word) => `"${word}"`).join(', ')}: ${CUSTOMER_LIMIT} customers matching every word`;
      const vehicleMeasure = `each prefix of ${VEHICLE_WORDS.map((word) => `"${word}"`).join(', ')}: the top customer's vehicles matching it`;
      return [
        ...durationFigures('100k: customer picker keystroke', customers, customerMeasure),
        slowestFigure('100k: customer picker keystroke', customers, customerMeasure),
        ...durationFigures('100k: vehicle picker keystroke', vehicles, vehicleMeasure),
        slowestFigure('100k: vehicle picker keystroke', vehicles, vehicleMeasure),
      ];
    } finally {
      await server.stop();
    }
  },
};
