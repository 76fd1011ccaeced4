import type { CodeDelivery, CodeMessage } from '../account/code-delivery';
import type { Db } from '../db/client';
import { mailFrom, readEnv } from '../env';
import { NO_OUTSIDE_SYSTEMS } from '../services';
import { withMail } from './gateway';
import { htmlOf, subjectOf } from './message';
import { transportOptions } from './smtp';

// Decision 59: which gateway each channel goes to, the variables, and the mail's subject and HTML. Pure.

const db = {} as Db;
const env = (vars: Record<string, string>) => readEnv(vars as NodeJS.ProcessEnv);
const message = (over: Partial<CodeMessage> = {}): CodeMessage => ({
  channel: 'EMAIL',
  to: 'a@example.com',
  event: 'REFUND_PAID',
  code: '',
  text: '【云雀航空】退款 ￥100.00 已退回\n\n详情：https://example.com/a?b=1&c=2',
  sentAt: new Date(0),
  ...over,
});

/** A gateway that records what it was handed, under `name`. */
function recorder(name: string, log: string[], channels: CodeDelivery['channels'] = ['SMS', 'EMAIL']): CodeDelivery {
  return { channels, deliver: async (_db, m) => void log.push(`${name}:${m.channel}`) };
}

describe('withMail', () => {
  it('leaves the systems as they were without SMTP', () => {
    const outbox = recorder('outbox', []);
    expect(withMail({ ...NO_OUTSIDE_SYSTEMS, codeDelivery: outbox }, undefined).codeDelivery).toBe(outbox);
    expect(withMail(NO_OUTSIDE_SYSTEMS, undefined).codeDelivery).toBeUndefined();
  });

  it('with the sandbox: e-mail to SMTP, then a copy to the outbox; SMS to the outbox alone', async () => {
    const log: string[] = [];
    const gateway = withMail(
      { ...NO_OUTSIDE_SYSTEMS, codeDelivery: recorder('outbox', log) },
      recorder('smtp', log, ['EMAIL']),
    ).codeDelivery!;
    expect(gateway.channels).toEqual(['SMS', 'EMAIL']);
    await gateway.deliver(db, message());
    await gateway.deliver(db, message({ channel: 'SMS' }));
    expect(log).toEqual(['smtp:EMAIL', 'outbox:EMAIL', 'outbox:SMS']);
  });

  it('no copy when the SMTP send fails', async () => {
    const log: string[] = [];
    const failing: CodeDelivery = { channels: ['EMAIL'], deliver: () => Promise.reject(new Error('down')) };
    const gateway = withMail({ ...NO_OUTSIDE_SYSTEMS, codeDelivery: recorder('outbox', log) }, failing).codeDelivery!;
    await expect(gateway.deliver(db, message())).rejects.toThrow('down');
    expect(log).toEqual([]);
  });

  it('without the sandbox: e-mail only, and an SMS is refused, not swallowed', async () => {
    const log: string[] = [];
    const gateway = withMail(NO_OUTSIDE_SYSTEMS, recorder('smtp', log, ['EMAIL'])).codeDelivery!;
    expect(gateway.channels).toEqual(['EMAIL']);
    await expect(gateway.deliver(db, message({ channel: 'SMS' }))).rejects.toMatchObject({ code: '3000009' });
    expect(log).toEqual([]);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('takes smtp:// and smtps:// only, and one mailbox as the sender', () => {
    expect(env({ SMTP_URL: 'smtps://u%40x:p%2Fw@mail.example.com' }).SMTP_URL).toBe(
      'smtps://u%40x:p%2Fw@mail.example.com',
    );
    expect(env({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => env({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(env({ MAIL_FROM: 'Skylark <no-reply@example.com>' }).MAIL_FROM).toBe('Skylark <no-reply@example.com>');
    expect(() => env({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => env({ MAIL_FROM: 'a@example.com\r\nBcc: b@example.com' })).toThrow(/MAIL_FROM/);
  });

  it('defaults the sender to the airline at the site’s host', () => {
    expect(mailFrom({ MAIL_FROM: undefined, PUBLIC_SITE_URL: 'https://www.skylark.example' })).toBe(
      '云雀航空 Skylark Airlines <no-reply@www.skylark.example>',
    );
    expect(mailFrom({ MAIL_FROM: undefined, PUBLIC_SITE_URL: undefined })).toMatch(/<no-reply@localhost>$/);
  });

  it('pools connections: TLS from the start for smtps://, the login decoded from the URL', () => {
    expect(transportOptions('smtps://u%40x:p%2Fw@mail.example.com')).toMatchObject({
      pool: true,
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u@x', pass: 'p/w' },
    });
    const plain = transportOptions('smtp://127.0.0.1:2526');
    expect(plain).toMatchObject({ host: '127.0.0.1', port: 2526, secure: false });
    expect(plain).not.toHaveProperty('auth');
  });
});

describe('the mail of a message', () => {
  it('is headed by its first line, or the code subject, which does not show the code', () => {
    expect(subjectOf(message())).toBe('【云雀航空】退款 ￥100.00 已退回');
    expect(subjectOf(message({ code: '123456', text: '验证码 123456' }))).not.toContain('123456');
  });

  it('as HTML keeps every line, escaped, with its links', () => {
    const html = htmlOf('<b>\n\n详情：https://example.com/a?b=1&c=2');
    expect(html).toContain('<p>&lt;b&gt;</p>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>');
  });
});
