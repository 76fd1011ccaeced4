/**
 * The closed list of answer codes shared by airline-api and the BFF (ARCHITECTURE "The envelope and errors").
 * "0" is success. 1000010 and 1000011 mean "not logged in" (spec §8). Nothing else may be answered.
 */
export const ResultCode = {
  OK: '0',
  NOT_LOGGED_IN: '1000010',
  TOKEN_EXPIRED: '1000011',
  BAD_REQUEST: '2000001',
  ROUTE_NOT_OPEN: '2000101',
  FLIGHT_NOT_FOUND: '2000102',
  DATE_NOT_AVAILABLE: '2000103',
  NOT_FOUND: '2000404',
  FORBIDDEN_ORIGIN: '4000403',
  UNAUTHORIZED: '4000401',
  RATE_LIMITED: '4000429',
  MAINTENANCE: '5000503',
  UPSTREAM_TIMEOUT: '5000504',
  UPSTREAM_UNAVAILABLE: '5000502',
  UPSTREAM_BAD_RESPONSE: '5000500',
  INTERNAL: '5000000',
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const RESULT_CODES = Object.values(ResultCode) as [ResultCode, ...ResultCode[]];

/** Codes after which the browser clears its login state and opens the login dialog (spec §8). */
export const LOGIN_REQUIRED_CODES: readonly ResultCode[] = [ResultCode.NOT_LOGGED_IN, ResultCode.TOKEN_EXPIRED];

/** HTTP status each code is answered with by the BFF and airline-api. */
export const STATUS_OF_CODE: Record<ResultCode, number> = {
  '0': 200,
  '1000010': 401,
  '1000011': 401,
  '2000001': 400,
  '2000101': 200,
  '2000102': 200,
  '2000103': 200,
  '2000404': 404,
  '4000403': 403,
  '4000401': 401,
  '4000429': 429,
  '5000503': 503,
  '5000504': 504,
  '5000502': 502,
  '5000500': 502,
  '5000000': 500,
};

export function isResultCode(value: unknown): value is ResultCode {
  return typeof value === 'string' && (RESULT_CODES as readonly string[]).includes(value);
}
