import {
  bigserial,
  customType,
  uniqueIndex,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  doublePrecision,
} from 'drizzle-orm/pg-core';

/**
 * Cities, airports and city groups. Entries are unique by (type, code): SHA is both the Shanghai AREA
 * (PVG + SHA) and the Hongqiao AIRPORT.
 */
export const city = pgTable(
  'city',
  {
    type: text('type', { enum: ['CITY', 'AIRPORT', 'AREA'] }).notNull(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    cityCode: text('city_code').notNull(),
    cityNameZh: text('city_name_zh').notNull(),
    cityNameEn: text('city_name_en').notNull(),
    airportNameZh: text('airport_name_zh'),
    airportNameEn: text('airport_name_en'),
    pinyin: text('pinyin').notNull(),
    initials: text('initials').notNull(),
    alias: text('alias'),
    countryCode: text('country_code').notNull(),
    region: text('region', { enum: ['CN', 'INTL'] }).notNull(),
    timeZone: text('time_zone').notNull(),
    airports: text('airports').array().notNull(),
    hotRank: smallint('hot_rank'),
    /** Airport position (of the first airport for groups), for distances and "near" recommendations. */
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);

/** A directed airport pair the airline flies. */
export const route = pgTable(
  'route',
  {
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    distanceKm: integer('distance_km').notNull(),
    international: boolean('international').notNull(),
  },
  (t) => [primaryKey({ columns: [t.depAirport, t.arrAirport] })],
);

/** A scheduled flight number; flight instances are computed from it (flightId `YQ1234-2026-12-01`). */
export const schedule = pgTable(
  'schedule',
  {
    flightNo: text('flight_no').primaryKey(),
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    /** ISO weekdays flown, e.g. '1234567' or '135' (1 = Monday). */
    daysOfWeek: text('days_of_week').notNull(),
    /** Local departure time at depAirport, HH:mm. */
    depTimeLocal: text('dep_time_local').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    aircraft: text('aircraft', { enum: ['A320', 'A321'] }).notNull(),
    depTerminal: text('dep_terminal'),
    arrTerminal: text('arr_terminal'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [index('schedule_route_idx').on(t.depAirport, t.arrAirport)],
);

/**
 * Seats of one flight and fare family, created lazily on first sale. `sold` starts at the simulated prior
 * load; bookings update it with `sold + n <= capacity` in one statement so nothing is oversold.
 */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    flightId: text('flight_id').notNull(),
    fareFamily: text('fare_family', { enum: ['BASIC', 'STANDARD', 'FLEX'] }).notNull(),
    flightDate: date('flight_date').notNull(),
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.fareFamily] }),
    index('flight_inventory_route_date_idx').on(t.depAirport, t.arrAirport, t.flightDate),
  ],
);

/** CMS items: banners, notices, policies ... by category and language. */
export const cmsContent = pgTable(
  'cms_content',
  {
    id: text('id').primaryKey(),
    categoryTypeCode: text('category_type_code').notNull(),
    language: text('language', { enum: ['zh_CN', 'en_US'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content'),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('cms_content_category_idx').on(t.categoryTypeCode, t.language, t.publishTime)],
);

/** Travel tips for a departure/arrival airport or city ('*' matches any); priority orders them. */
export const tip = pgTable(
  'tip',
  {
    id: text('id').primaryKey(),
    language: text('language', { enum: ['zh_CN', 'en_US'] }).notNull(),
    dept: text('dept').notNull(),
    dest: text('dest').notNull(),
    priority: integer('priority').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('tip_lookup_idx').on(t.language, t.dept, t.dest)],
);

/** Business switches read by the web (the shutdown key among them). */
export const busiParameter = pgTable(
  'busi_parameter',
  {
    sysType: text('sys_type').notNull(),
    modelType: text('model_type').notNull(),
    type: text('type').notNull(),
    state: integer('state').notNull(),
    param: text('param').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sysType, t.modelType, t.type] })],
);

/** Complaints and suggestions from the site's form (spec §3 Complaint form). */
export const complaint = pgTable('complaint', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  certificateNumber: text('certificate_number').notNull(),
  phone: text('phone').notNull(),
  content: text('content').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Address ranges located to a city (the city-by-IP service). */
export const ipCity = pgTable('ip_city', {
  cidr: text('cidr').primaryKey(),
  cityType: text('city_type', { enum: ['CITY', 'AREA'] }).notNull(),
  cityCode: text('city_code').notNull(),
});

/** One anti-fraud header per call, written in batches after the answer. */
export const riskEvent = pgTable(
  'risk_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    requestId: text('request_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    ip: text('ip'),
    valid: boolean('valid').notNull(),
    blackBox: text('black_box'),
    channel: text('channel'),
    memberId: text('member_id'),
    payload: jsonb('payload'),
    error: text('error'),
  },
  (t) => [index('risk_event_received_idx').on(t.receivedAt)],
);

/** Raw bytes (real-name photos); both drivers hand back a Buffer-compatible array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

/** SMS and e-mail verification codes (hashed); rows also count the sends for the rate limits. */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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

/** What the sandbox "delivered": SMS and e-mails with their plain codes, read through /sandbox/outbox. */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    to: text('to').notNull(),
    event: text('event').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [index('outbox_message_to_idx').on(t.to, t.sentAt)],
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

// ---- Booking to ticket (issue 4) ----

/**
 * A booking order (spec §3 Order). Price parts are stored in fen (CNY); `payCurrency`/`payAmount` is
 * what the customer pays, fixed at creation. Status codes are spec §4's 1-9.
 */
export const bookingOrder = pgTable(
  'booking_order',
  {
    orderNo: text('order_no').primaryKey(),
    memberId: text('member_id'),
    orderType: smallint('order_type').notNull(),
    status: smallint('status').notNull(),
    channelNo: text('channel_no').notNull(),
    payCurrency: text('pay_currency', { enum: ['CNY', 'USD'] }).notNull(),
    payAmount: integer('pay_amount').notNull(),
    /** Price parts in fen: ticketFare, airportTax, fuelTax, otherTax, ancillaries by kind, deductions. */
    priceFen: jsonb('price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    contact: jsonb('contact').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    mailing: jsonb('mailing'),
    createdAt: ts('created_at').notNull(),
    paymentDeadline: ts('payment_deadline').notNull(),
    paidAt: ts('paid_at'),
    paymentChannel: text('payment_channel', { enum: ['GATEWAY', 'OCEAN', 'WALLET'] }),
    paymentId: text('payment_id'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason', { enum: ['USER', 'EXPIRED', 'TICKETING_FAILED'] }),
    ticketing: text('ticketing', { enum: ['NOT_STARTED', 'PENDING', 'ISSUED', 'FAILED'] })
      .notNull()
      .default('NOT_STARTED'),
    /** Sandbox: ticketing of this order fails. */
    failTicketing: boolean('fail_ticketing').notNull().default(false),
  },
  (t) => [
    index('booking_order_member_idx').on(t.memberId, t.createdAt),
    index('booking_order_deadline_idx').on(t.status, t.paymentDeadline),
  ],
);

/** Idempotency keys of reserve: the body's hash and the order it made (null while in flight). */
export const idempotencyRecord = pgTable('idempotency_record', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderNo: text('order_no'),
  createdAt: ts('created_at').notNull(),
});

export const orderSegment = pgTable(
  'order_segment',
  {
    orderNo: text('order_no').notNull(),
    segIndex: smallint('seg_index').notNull(),
    flightId: text('flight_id').notNull(),
    fareFamily: text('fare_family', { enum: ['BASIC', 'STANDARD', 'FLEX'] }).notNull(),
    /** Seats taken from inventory (adults and children; infants sit on a lap). */
    seats: smallint('seats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.segIndex] })],
);

export const orderPassenger = pgTable(
  'order_passenger',
  {
    orderNo: text('order_no').notNull(),
    psgIndex: smallint('psg_index').notNull(),
    passengerId: text('passenger_id').notNull(),
    type: text('type', { enum: ['ADT', 'CHD', 'INF'] }).notNull(),
    name: text('name'),
    surname: text('surname'),
    givenName: text('given_name'),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    birthday: date('birthday').notNull(),
    nationality: text('nationality').notNull(),
    certificateType: text('certificate_type').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    certificateValidity: date('certificate_validity'),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.psgIndex] })],
);

/** One passenger on one segment: its fare parts (fen), ticket and statuses (spec §4). */
export const orderTicket = pgTable(
  'order_ticket',
  {
    orderNo: text('order_no').notNull(),
    psgIndex: smallint('psg_index').notNull(),
    segIndex: smallint('seg_index').notNull(),
    fareFen: integer('fare_fen').notNull(),
    airportTaxFen: integer('airport_tax_fen').notNull(),
    fuelTaxFen: integer('fuel_tax_fen').notNull(),
    otherTaxFen: integer('other_tax_fen').notNull(),
    ticketNo: text('ticket_no').unique(),
    ticketStatus: smallint('ticket_status').notNull(),
    productStatus: smallint('product_status').notNull(),
    seatNo: text('seat_no'),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.psgIndex, t.segIndex] })],
);

export const orderAncillary = pgTable(
  'order_ancillary',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    kind: text('kind', { enum: ['BAGGAGE', 'MEAL', 'INSURANCE', 'SEAT', 'PRIORITY', 'MAILING'] }).notNull(),
    psgIndex: smallint('psg_index'),
    segIndex: smallint('seg_index'),
    productCode: text('product_code').notNull(),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [index('order_ancillary_order_idx').on(t.orderNo)],
);

/** A seat held or sold on a flight; the primary key is what stops two bookings taking one seat. */
export const seatAssignment = pgTable(
  'seat_assignment',
  {
    flightId: text('flight_id').notNull(),
    seatNo: text('seat_no').notNull(),
    orderNo: text('order_no').notNull(),
    psgIndex: smallint('psg_index').notNull(),
    withInfant: boolean('with_infant').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.seatNo] }), index('seat_assignment_order_idx').on(t.orderNo)],
);

/** Payments of every channel; a result is recorded once (the first wins). */
export const payment = pgTable(
  'payment',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    channel: text('channel', { enum: ['GATEWAY', 'OCEAN', 'WALLET'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAIL', 'CANCEL'] }).notNull(),
    resultType: text('result_type').notNull(),
    webCallbackUrl: text('web_callback_url'),
    billing: jsonb('billing'),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('payment_order_idx').on(t.orderNo)],
);

/** Money returned by the original route (ticketing failed). */
export const refundRecord = pgTable('refund_record', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  paymentId: text('payment_id').notNull(),
  channel: text('channel', { enum: ['GATEWAY', 'OCEAN', 'WALLET'] }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
  reason: text('reason', { enum: ['TICKETING_FAILED'] }).notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Ticketing jobs: a queue in the database, so a restart picks up where it stopped. */
export const ticketingJob = pgTable('ticketing_job', {
  orderNo: text('order_no').primaryKey(),
  status: text('status', { enum: ['PENDING', 'RUNNING', 'DONE'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  runAfter: ts('run_after').notNull(),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
});

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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['ORDER_DEDUCTION', 'ORDER_RETURN'] }).notNull(),
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
  },
  (t) => [uniqueIndex('saved_passenger_doc_idx').on(t.memberId, t.certificateType, t.certificateNumber)],
);

/** Secrets the service makes for itself on first start (the payment return signing key). */
export const serviceSecret = pgTable('service_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
