import pino from 'pino';
import { LOG_OPTIONS } from './logger';

jest.mock('server-only', () => ({}));

describe("the web's logger", () => {
  it('shows no personal data, nested or in arrays, and no query parameters or bodies', () => {
    const lines: string[] = [];
    const log = pino(LOG_OPTIONS, { write: (line: string) => lines.push(line) });
    const failed = Object.assign(new Error('Failed query: select 1 where phone = $1\nparams: 13912345678'), {
      query: 'select 1 where phone = $1',
      params: ['13912345678'],
    });
    log.error(
      {
        err: failed,
        path: '/order/api/order/visitor-query',
        lookup: { orders: [{ orderNo: 'YQ1', passengerName: 'Li Lei', mobile: '13912345678' }] },
        headers: { cookie: 'sf_session=secret', 'x-member-token': 'secret-token' },
        body: { passengerName: 'Li Lei' },
      },
      'upstream call failed',
    );
    const text = lines.join('');
    expect(text).toContain('/order/api/order/visitor-query');
    expect(text).toContain('select 1 where phone = $1');
    expect(text).not.toMatch(/Li Lei|13912345678|secret/);
  });
});
