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
  // Accounts (issue 3): login, codes, captcha, binding, certification.
  ACCOUNT_NOT_REGISTERED: '3000001',
  WRONG_CREDENTIALS: '3000002',
  CAPTCHA_REQUIRED: '3000003',
  CAPTCHA_FAILED: '3000004',
  CODE_INVALID: '3000005',
  CODE_EXPIRED: '3000006',
  TOO_MANY_ATTEMPTS: '3000007',
  ACCOUNT_LOCKED: '3000008',
  SMS_SEND_FAILED: '3000009',
  SEND_TOO_FREQUENT: '3000010',
  SEND_LIMIT_REACHED: '3000011',
  PHONE_NOT_BOUND: '3000012',
  PASSWORD_RESET_REQUIRED: '3000013',
  ACCOUNT_EXISTS: '3000014',
  BINDING_FAILED: '3000015',
  STATUS_CHECK_FAILED: '3000016',
  BINDING_INFO_FETCH_FAILED: '3000017',
  QQ_DATA_PARSE_FAILED: '3000018',
  QR_LOGIN_FAILED: '3000019',
  ALREADY_CERTIFIED: '3000020',
  CERTIFICATION_UNDER_REVIEW: '3000021',
  PERSONAL_INFO_LOCKED: '3000022',
  UPLOAD_WRONG_FORMAT: '3000023',
  UPLOAD_TOO_LARGE: '3000024',
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
  '3000001': 404,
  '3000002': 401,
  '3000003': 403,
  '3000004': 400,
  '3000005': 400,
  '3000006': 400,
  '3000007': 429,
  '3000008': 423,
  '3000009': 502,
  '3000010': 429,
  '3000011': 429,
  '3000012': 409,
  '3000013': 403,
  '3000014': 409,
  '3000015': 409,
  '3000016': 400,
  '3000017': 400,
  '3000018': 502,
  '3000019': 400,
  '3000020': 409,
  '3000021': 409,
  '3000022': 409,
  '3000023': 400,
  '3000024': 413,
};

export function isResultCode(value: unknown): value is ResultCode {
  return typeof value === 'string' && (RESULT_CODES as readonly string[]).includes(value);
}
