import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as account from './account';
import * as addOns from './add-ons';
import * as addPeople from './add-people';
import * as addOnRefunds from './add-on-refunds';
import * as boardingPass from './boarding-pass';
import * as booking from './booking';
import * as checkIn from './check-in';
import * as content from './content';
import * as coupons from './coupons';
import * as flightSearch from './flight-search';
import * as flightStatus from './flight-status';
import * as internal from './internal';
import * as irregular from './irregular';
import * as lowPriceReminders from './low-price-reminders';
import * as memberBook from './member-book';
import * as memberDocuments from './member-documents';
import * as memberPassengers from './member-passengers';
import * as memberValue from './member-value';
import { getOperation, navigation, postOperation } from './operation';
import * as orders from './orders';
import * as passengerModify from './passenger-modify';
import * as refunds from './refunds';
import * as reschedule from './reschedule';
import * as seatSelection from './seat-selection';
import * as selfService from './self-service';
import * as serviceRequests from './service-requests';
import * as site from './site';
import * as specialDocuments from './special-documents';
import * as productExchange from './special-product-exchange';
import * as specialProductRefunds from './special-product-refunds';
import * as specialProducts from './special-products';
import * as flightCertificates from './flight-certificates';
import * as ticketValidation from './ticket-validation';
import * as reimbursementVouchers from './reimbursement-vouchers';
import * as eInvoice from './e-invoice';
import * as wallet from './wallet';

/** Every operation module of this folder (a new one must be added here: the first test says so). */
const modules = [
  { file: 'account.ts', exports: account },
  { file: 'add-ons.ts', exports: addOns },
  { file: 'add-people.ts', exports: addPeople },
  { file: 'add-on-refunds.ts', exports: addOnRefunds },
  { file: 'boarding-pass.ts', exports: boardingPass },
  { file: 'booking.ts', exports: booking },
  { file: 'check-in.ts', exports: checkIn },
  { file: 'content.ts', exports: content },
  { file: 'coupons.ts', exports: coupons },
  { file: 'flight-search.ts', exports: flightSearch },
  { file: 'flight-status.ts', exports: flightStatus },
  { file: 'internal.ts', exports: internal },
  { file: 'irregular.ts', exports: irregular },
  { file: 'low-price-reminders.ts', exports: lowPriceReminders },
  { file: 'member-book.ts', exports: memberBook },
  { file: 'member-documents.ts', exports: memberDocuments },
  { file: 'member-passengers.ts', exports: memberPassengers },
  { file: 'member-value.ts', exports: memberValue },
  { file: 'orders.ts', exports: orders },
  { file: 'passenger-modify.ts', exports: passengerModify },
  { file: 'refunds.ts', exports: refunds },
  { file: 'reschedule.ts', exports: reschedule },
  { file: 'seat-selection.ts', exports: seatSelection },
  { file: 'self-service.ts', exports: selfService },
  { file: 'service-requests.ts', exports: serviceRequests },
  { file: 'site.ts', exports: site },
  { file: 'special-documents.ts', exports: specialDocuments },
  { file: 'special-product-refunds.ts', exports: specialProductRefunds },
  { file: 'special-products.ts', exports: specialProducts },
  { file: 'special-product-exchange.ts', exports: productExchange },
  { file: 'flight-certificates.ts', exports: flightCertificates },
  { file: 'ticket-validation.ts', exports: ticketValidation },
  { file: 'reimbursement-vouchers.ts', exports: reimbursementVouchers },
  { file: 'e-invoice.ts', exports: eInvoice },
  { file: 'wallet.ts', exports: wallet },
] as { file: string; exports: Record<string, unknown> }[];

const operations = modules.flatMap(({ file, exports }) =>
  Object.entries(exports)
    .filter(([, v]) => v && typeof v === 'object' && 'method' in v && 'path' in v)
    .map(([name, v]) => ({ file, name, op: v as { method: string; path: string } })),
);

describe('BFF operations and their route handlers', () => {
  it('covers every operation module of the folder', () => {
    const files = readdirSync(__dirname).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['operation.ts', 'bff-fetch.ts'].includes(f),
    );
    expect(modules.map((m) => m.file).sort()).toEqual(files.sort());
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((o) => [`${o.file} ${o.name}`, o] as const))(
    '%s has a route handler built from it',
    (_label, { file, name, op }) => {
      const route = path.join(__dirname, '..', '..', 'app', op.path, 'route.ts');
      expect(existsSync(route)).toBe(true);
      const source = readFileSync(route, 'utf8');
      const namespace = new RegExp(`import \\* as (\\w+) from '@/lib/bff-client/${file.replace(/\.ts$/, '')}'`).exec(
        source,
      )?.[1];
      expect(namespace).toBeDefined();
      expect(source).toMatch(new RegExp(`export const ${op.method} = bffRoute\\(\\s*${namespace}\\.${name}\\b`));
    },
  );

  it('every route handler file is built from an operation', () => {
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'route.ts') routes.push(full);
      }
    };
    walk(path.join(__dirname, '..', '..', 'app', 'api'));
    const declared = new Set(operations.map((o) => `${o.op.method} ${o.op.path}`));
    for (const route of routes) {
      const apiPath = `/${path
        .relative(path.join(__dirname, '..', '..', 'app'), path.dirname(route))
        .split(path.sep)
        .join('/')}`;
      for (const method of readFileSync(route, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE) =/g)) {
        expect(`${method[1]} ${apiPath}`).toBe([...declared].find((d) => d === `${method[1]} ${apiPath}`));
      }
    }
  });
});

describe('operation URLs', () => {
  it('fills path segments, encodes them, and leaves them out of the query or body', () => {
    const detail = getOperation<{ orderNo: string; lang?: string }, unknown>('/api/orders/[orderNo]');
    expect(detail.url({ orderNo: 'YQ 1/2', lang: 'en' })).toBe('/api/orders/YQ%201%2F2?lang=en');
    const cancel = postOperation<{ orderNo: string }, unknown>('/api/orders/[orderNo]/cancel');
    expect(cancel.url({ orderNo: 'YQ1' })).toBe('/api/orders/YQ1/cancel');
  });

  it('leaves empty query values out and passes a query string through as it stands', () => {
    const read = getOperation<{ q: string; page?: number; none?: string | null } | string, unknown>('/api/cities');
    expect(read.url({ q: '北京', page: 2, none: null })).toBe('/api/cities?q=%E5%8C%97%E4%BA%AC&page=2');
    expect(read.url('trip=OW&leg=A&leg=B')).toBe('/api/cities?trip=OW&leg=A&leg=B');
    expect(navigation<{ provider: string; next?: string }>('/api/x/[provider]/start').url({ provider: 'qq' })).toBe(
      '/api/x/qq/start',
    );
  });

  it('posts the body as JSON without the path segments', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ code: '0', msg: 'success', data: { ok: 1 } })));
    global.fetch = fetchMock as unknown as typeof fetch;
    const cancel = postOperation<{ orderNo: string; reason: string }, { ok: number }>('/api/orders/[orderNo]/cancel');
    expect(await cancel.call({ orderNo: 'YQ1', reason: 'r' })).toEqual({ ok: true, data: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/YQ1/cancel');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'r' });
  });
});
