import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';

// Proofs of who is signing in: verification codes, captcha, failed-login counts, one-time grants, QR sessions.

/** SMS and e-mail verification codes (hashed); rows also count the sends for the rate limits. */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: serialId(),
    /** '86-13800138000' or a lower-case e-mail. */
    target: text('target').notNull(),
    type: text('type', { enum: ['SMS', 'EMAIL'] }).notNull(),
    event: text('event').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    invalidatedAt: ts('invalidated_at'),
  },
  (t) => [
    index('verification_code_target_idx').on(t.target, t.createdAt),
    index('verification_code_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Slider captcha: the challenge, then the one-use token it yields. A code send may bind the token to
 * its phone so the registration that follows can use it once more (one slider per send-and-confirm).
 */
export const captcha = pgTable('captcha', {
  id: text('id').primaryKey(),
  target: doublePrecision('target').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  answeredAt: ts('answered_at'),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: ts('token_expires_at'),
  usedAt: ts('used_at'),
  boundTo: text('bound_to'),
});

/** Failed logins per account key or address; 'acct:...' and 'ip:...' rows. */
export const loginFailure = pgTable('login_failure', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  firstAt: ts('first_at').notNull(),
  lockedUntil: ts('locked_until'),
});

/**
 * Fixed-window attempt counters of the account calls that are not logins (the password reset, per
 * address, and per address on one phone or e-mail): 'reset:ip:...', 'reset:target:...'.
 */
export const attemptCounter = pgTable('attempt_counter', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
});

/**
 * Short-lived secrets of the third-party flow, stored hashed: the provider's authorisation code and
 * the bind ticket. Each is used once.
 */
export const oneTimeGrant = pgTable('one_time_grant', {
  hash: text('hash').primaryKey(),
  kind: text('kind', { enum: ['OAUTH_CODE', 'BIND_TICKET'] }).notNull(),
  provider: text('provider'),
  openId: text('open_id'),
  memberId: text('member_id'),
  /** The sandbox QQ page can hand out a profile that does not parse. */
  malformed: boolean('malformed').notNull().default(false),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** QR login sessions: the login page polls, the app (sandbox scanner page) scans and confirms. */
export const qrLogin = pgTable('qr_login', {
  id: text('id').primaryKey(),
  status: text('status', { enum: ['WAITING', 'SCANNED', 'CONFIRMED', 'CANCELLED'] }).notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  memberId: text('member_id'),
  /** Set on confirmation and read by the polling login page; cleared when exchanged for a token. */
  ticket: text('ticket'),
  loggedInAt: ts('logged_in_at'),
});
