import {
  bigserial,
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
