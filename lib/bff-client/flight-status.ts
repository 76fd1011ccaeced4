import type { FlightStatusData } from '@/lib/contract';
import { getOperation } from './operation';

/**
 * Flight status (spec §2 /flightDynamics): the page is rendered on the server from its query; the open
 * page reads the same query here again to refresh itself. The query is the page's own parameters:
 * `flightNo` + `date`, or `dep` (+ `depType`) + `arr` (+ `arrType`) + `date`.
 */
export type FlightStatusInput = {
  flightNo?: string;
  dep?: string;
  depType?: string;
  arr?: string;
  arrType?: string;
  date?: string;
};

export const query = getOperation<FlightStatusInput, FlightStatusData>('/api/flight-status');
