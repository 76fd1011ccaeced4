import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { ResultCode } from '@/lib/contract';
import { DeliveryFailed, type CodeDelivery, type CodeMessage } from '../account/code-delivery';
import { ApiError } from '../errors';
import { htmlOf, subjectOf } from './message';

/** The mail server (SMTP_URL, smtp:// or smtps://) and the sender the mails come from (MAIL_FROM). */
export type SmtpOptions = { url: string; from: string };

export type SmtpMailer = { delivery: CodeDelivery; close: () => void };

/**
 * Sends run inside the sender's database transaction (a code and its mail stand or fall together), so a mail
 * server that hangs must not hold it long: these limits turn a hang into a failed send within seconds.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A pool of connections to the server of the URL: TLS from the start for smtps://, STARTTLS when offered. */
export function transportOptions(url: string): SMTPPool.Options {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    pool: true,
    maxConnections: 3,
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    ...TIMEOUTS,
  };
}

/** The mail of a message: text and the same as HTML, UTF-8 throughout, its attachment as a file. */
export function mailOf(message: CodeMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: subjectOf(message),
    text: message.text,
    html: htmlOf(message.text),
    date: message.sentAt,
    attachments: message.attachment
      ? [
          {
            filename: message.attachment.name,
            content: message.attachment.bytes,
            contentType: message.attachment.type,
          },
        ]
      : [],
  };
}

/** What a failed send's log line says: the SMTP step and code, never the server's words (they may quote the address). */
function failureOf(err: unknown) {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  return { code: String(e.code ?? 'UNKNOWN'), responseCode: e.responseCode, command: e.command };
}

/**
 * E-mail by SMTP through nodemailer: one pool per process, closed with the server. A failed send throws
 * DeliveryFailed after one log line (the event and the SMTP failure, no address or text).
 */
export function smtpMailer(opts: SmtpOptions, log: FastifyBaseLogger): SmtpMailer {
  const transport = nodemailer.createTransport(transportOptions(opts.url));
  const delivery: CodeDelivery = {
    channels: ['EMAIL'],
    deliver: async (_db, message) => {
      if (message.channel !== 'EMAIL') throw new ApiError(ResultCode.SMS_SEND_FAILED, 'SMTP carries e-mail only');
      try {
        await transport.sendMail(mailOf(message, opts.from));
      } catch (err) {
        log.warn(
          { event: message.event, smtp: failureOf(err) },
          'e-mail not sent: the SMTP server failed (a queued notice is tried again later, a code send answers SMS_SEND_FAILED)',
        );
        throw new DeliveryFailed('the SMTP server failed');
      }
    },
  };
  return { delivery, close: () => transport.close() };
}
