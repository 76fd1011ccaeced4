import * as z from './zod';

/** Spec §3 certificate types. */
export const CertificateTypeIdSchema = z.enum([
  'NI',
  'PP',
  'HK',
  'MI',
  'OR',
  'TW',
  'SE',
  'RP',
  'SX',
  'OT',
  'HU',
  'TT',
  'JG',
  'SH',
  'WC',
  'DI',
  'TP',
  'TI',
  'BC',
  'PI',
]);
export type CertificateTypeId = z.infer<typeof CertificateTypeIdSchema>;

export const CertificateTypeSchema = z.object({
  typeId: CertificateTypeIdSchema,
  nameZh: z.string(),
  nameEn: z.string(),
});

/** GET member/api/certificate/idType: international routes take a passport only. */
export const IdTypeDataSchema = z.object({
  internation: z.array(CertificateTypeSchema),
  domestic: z.array(CertificateTypeSchema),
});
