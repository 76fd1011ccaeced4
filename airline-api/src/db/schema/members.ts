import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, serialId, ts } from './columns';

// Member accounts and what belongs to them: tokens, real name, linked identities, coupons, points, passengers.

/** A member account. Phone (area code + number) and e-mail are each unique; either may be missing. */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    /** Source of the member number shown in the member centre. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    cellphoneCode: text('cellphone_code'),
    cellphone: text('cellphone'),
    email: text('email'),
    /** scrypt$N$r$p$salt$hash; null for members registered by SMS who never set one. */
    passwordHash: text('password_hash'),
    name: text('name'),
    nickname: text('nickname'),
    points: integer('points').notNull().default(0),
    /** Wallet balance in fen. */
    balance: integer('balance').notNull().default(0),
    coupons: integer('coupons').notNull().default(0),
    growthValue: integer('growth_value').notNull().default(0),
    walletStatus: text('wallet_status', { enum: ['T', 'F'] })
      .notNull()
      .default('F'),
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    regTime: ts('reg_time').notNull(),
    lastLoginTime: ts('last_login_time'),
  },
  (t) => [
    uniqueIndex('member_phone_idx').on(t.cellphoneCode, t.cellphone),
    uniqueIndex('member_email_idx').on(t.email),
    uniqueIndex('member_seq_idx').on(t.seq),
  ],
);

/** Login tokens, stored as SHA-256 of the random token; revoked ones stay for the audit trail. */
export const memberToken = pgTable(
  'member_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id').notNull(),
    remember: boolean('remember').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('member_token_member_idx').on(t.memberId)],
);

/** Real-name certification (spec §4: 0 none, 1 under review, 2 failed, 3 certified). */
export const realName = pgTable('real_name', {
  memberId: text('member_id').primaryKey(),
  status: smallint('status').notNull(),
  name: text('name').notNull(),
  certificateType: text('certificate_type').notNull(),
  certificateNumber: text('certificate_number').notNull(),
  photo: bytea('photo'),
  photoType: text('photo_type', { enum: ['image/jpeg', 'image/png'] }),
  submittedAt: ts('submitted_at').notNull(),
  reviewedAt: ts('reviewed_at'),
  reason: text('reason'),
});

/** Third-party identities (sandbox providers' test users) and the member each is bound to. */
export const thirdPartyIdentity = pgTable(
  'third_party_identity',
  {
    provider: text('provider', { enum: ['WECHAT', 'QQ', 'WEIBO', 'ALIPAY'] }).notNull(),
    openId: text('open_id').notNull(),
    nickname: text('nickname').notNull(),
    memberId: text('member_id'),
    boundAt: ts('bound_at'),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.openId] }),
    uniqueIndex('third_party_member_idx').on(t.provider, t.memberId),
  ],
);

/** A member's coupons (spec §3 Coupon; tabs INI unused, USED, EXPIRED by date). */
export const memberCoupon = pgTable(
  'member_coupon',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: ['DISCOUNT', 'DEDUCTION', 'EVERY_MINUS', 'FULL_REDUCTION'] }).notNull(),
    /** Percent for DISCOUNT, fen otherwise. */
    value: integer('value').notNull(),
    thresholdFen: integer('threshold_fen').notNull(),
    stackable: boolean('stackable').notNull(),
    /** Not usable for flights leaving within this many days (0: no limit). */
    minDaysBeforeDeparture: integer('min_days_before_departure').notNull().default(0),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    status: text('status', { enum: ['INI', 'USED'] }).notNull(),
    usedOrderNo: text('used_order_no'),
  },
  (t) => [index('member_coupon_member_idx').on(t.memberId)],
);

/** Points earned and spent (the points detail of the member centre). */
export const pointsRecord = pgTable(
  'points_record',
  {
    id: serialId(),
    memberId: text('member_id').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: ['ORDER_DEDUCTION', 'SEAT_DEDUCTION', 'ORDER_RETURN', 'FLIGHT', 'SUPPLEMENT'],
    }).notNull(),
    orderNo: text('order_no'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('points_record_member_idx').on(t.memberId, t.createdAt)],
);

/** Passengers a member saved (spec §3 saved passenger). */
export const savedPassenger = pgTable(
  'saved_passenger',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    data: jsonb('data').notNull(),
    certificateType: text('certificate_type').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** The last edit of this passenger's document (number or type): the next one waits 365 days (spec §9). */
    documentChangedAt: ts('document_changed_at'),
  },
  (t) => [uniqueIndex('saved_passenger_doc_idx').on(t.memberId, t.certificateType, t.certificateNumber)],
);

/**
 * A saved passenger's document deleted (spec §5: a document may be edited or deleted once per 365 days).
 * The same person saved again with a document of that type carries the deletion as its last change, so
 * deleting and adding again is not a way round the rule.
 */
export const savedPassengerDeletion = pgTable(
  'saved_passenger_deletion',
  {
    id: serialId(),
    memberId: text('member_id').notNull(),
    /** lib/domain/saved-passenger-rules personKey: the names and the birthday. */
    personKey: text('person_key').notNull(),
    certificateType: text('certificate_type').notNull(),
    deletedAt: ts('deleted_at').notNull(),
  },
  (t) => [index('saved_passenger_deletion_person_idx').on(t.memberId, t.personKey, t.certificateType)],
);

/**
 * A member's address book (spec §3): contacts, mailing addresses, beneficiaries, invoice headers and saved
 * routes and content (myCollect), one row each. `data` is the kind's contract schema; `dedupeKey` is what
 * makes two entries of a kind the same (a mobile, a document, a tax id…) and is unique per member and kind;
 * at most one entry of a kind is the default.
 */
export const memberBookEntry = pgTable(
  'member_book_entry',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind', { enum: ['contact', 'address', 'beneficiary', 'invoiceHeader', 'favourite'] }).notNull(),
    data: jsonb('data').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_book_entry_dedupe_idx').on(t.memberId, t.kind, t.dedupeKey),
    index('member_book_entry_member_idx').on(t.memberId, t.kind, t.updatedAt),
  ],
);

/**
 * A special passenger's document under review (spec §3 special documents, §4 statuses 1 certifying,
 * 2 certified, 3 failed, 4 certified, 5 invalid): students, teachers, soldiers, police, disabled, doctors,
 * nurses and crew. It belongs to one of the member's saved passengers.
 */
export const specialDocument = pgTable(
  'special_document',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    savedPassengerId: text('saved_passenger_id').notNull(),
    type: text('type').notNull(),
    number: text('number').notNull(),
    /** yyyy-MM-dd in the airline's zone. */
    expiry: text('expiry').notNull(),
    status: smallint('status').notNull(),
    reason: text('reason'),
    submittedAt: ts('submitted_at').notNull(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('special_document_member_idx').on(t.memberId, t.savedPassengerId),
    uniqueIndex('special_document_type_idx').on(t.savedPassengerId, t.type),
  ],
);

/** Up to 5 images of a special document (re-encoded JPEG or PNG, at most 5 MB each as uploaded). */
export const specialDocumentImage = pgTable(
  'special_document_image',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id').notNull(),
    seq: smallint('seq').notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [uniqueIndex('special_document_image_seq_idx').on(t.documentId, t.seq)],
);
