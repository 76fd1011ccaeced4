import * as z from './zod';

/** CITY, AIRPORT, or AREA (a city group such as Shanghai = PVG + SHA) — spec §3. */
export const CityTypeSchema = z.enum(['CITY', 'AIRPORT', 'AREA']);
export type CityType = z.infer<typeof CityTypeSchema>;

/** CN: mainland China (the "in China" tab); INTL: everything else (HK, Macau, Taipei, Japan, ...). */
export const CityRegionSchema = z.enum(['CN', 'INTL']);

export const CitySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  type: CityTypeSchema,
  nameZh: z.string(),
  nameEn: z.string(),
  cityCode: z.string().regex(/^[A-Z]{3}$/),
  cityNameZh: z.string(),
  cityNameEn: z.string(),
  airportNameZh: z.string().optional(),
  airportNameEn: z.string().optional(),
  pinyin: z.string(),
  initials: z.string(),
  alias: z.string().optional(),
  countryCode: z.string().length(2),
  region: CityRegionSchema,
  timeZone: z.string(),
  /** Airports of an AREA, or of a CITY with several airports. */
  airports: z.array(z.string()).default([]),
  /** 1..16 for the hot cities, absent otherwise. */
  hotRank: z.number().int().min(1).max(16).optional(),
});
export type City = z.infer<typeof CitySchema>;

/** GET /static/city/version.json */
export const CityVersionSchema = z.object({ version: z.string() });

/** GET /static/city/dictionary.json?v={version} */
export const CityDictionarySchema = z.object({ version: z.string(), cities: z.array(CitySchema) });
export type CityDictionary = z.infer<typeof CityDictionarySchema>;

/** GET /backoffice/api/system/cityByIp?ip= : code "0" with a city, or an error code when unknown. */
export const CityByIpSchema = z.object({ ip: z.string(), cityCode: z.string(), cityName: z.string() });
