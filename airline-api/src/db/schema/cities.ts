import { doublePrecision, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// Cities, airports and city groups, and the address ranges located to them.

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

/** Address ranges located to a city (the city-by-IP service). */
export const ipCity = pgTable('ip_city', {
  cidr: text('cidr').primaryKey(),
  cityType: text('city_type', { enum: ['CITY', 'AREA'] }).notNull(),
  cityCode: text('city_code').notNull(),
});
