import * as z from './zod';
import { CertificateTypeIdSchema } from './certificate';
import { BOOK_KINDS, INVOICE_HEADER_TYPES, type BookKind } from '@/lib/domain/member-book-rules';

/**
 * The member's address book on the wire (spec §3 contact, mailing address, beneficiary, invoice header;
 * §2 myCollect): one schema per kind. Loose on purpose, every field a string within its length, so both
 * processes answer the precise rule key of lib/domain/member-book-rules beside each field.
 */

const text = (max: number) => z.string().max(max);

export const ContactEntrySchema = z.object({
  name: text(60),
  areaCode: text(4),
  mobile: text(15),
  email: text(254),
});

export const AddressEntrySchema = z.object({
  recipient: text(40),
  areaCode: text(4),
  phone: text(15),
  provinceCode: text(6),
  cityCode: text(6),
  districtCode: text(9),
  province: text(40),
  city: text(40),
  district: text(40),
  address: text(200),
  zip: text(6),
});

export const BeneficiaryEntrySchema = z.object({
  name: text(20).optional(),
  surname: text(40).optional(),
  givenName: text(40).optional(),
  gender: z.enum(['M', 'F', '']),
  birthday: text(10),
  certificateType: CertificateTypeIdSchema,
  certificateNumber: text(30),
  certificateValidity: text(10).optional(),
  issuingCountry: text(2).optional(),
  areaCode: text(4).optional(),
  mobile: text(15),
  email: text(254).optional(),
});

export const InvoiceHeaderEntrySchema = z.object({
  type: z.enum(INVOICE_HEADER_TYPES),
  title: text(200),
  taxpayerId: text(30),
  address: text(200),
  phone: text(60),
  bank: text(60),
  account: text(60),
});

export const FavouriteEntrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('route'),
    origin: text(3),
    destination: text(3),
    originName: text(60),
    destinationName: text(60),
  }),
  z.object({ type: z.literal('content'), path: text(300), title: text(200) }),
]);

export const BOOK_ENTRY_SCHEMAS = {
  contact: ContactEntrySchema,
  address: AddressEntrySchema,
  beneficiary: BeneficiaryEntrySchema,
  invoiceHeader: InvoiceHeaderEntrySchema,
  favourite: FavouriteEntrySchema,
} as const satisfies Record<BookKind, z.ZodType>;

export type BookEntryInput<K extends BookKind> = z.input<(typeof BOOK_ENTRY_SCHEMAS)[K]>;

export const BookKindSchema = z.enum(BOOK_KINDS);
export const BookEntryIdSchema = z.string().min(1).max(64);

/** One saved entry as the lists answer it. A beneficiary also has its status (spec §3). */
export const BookEntrySchema = <K extends BookKind>(kind: K) =>
  z.object({
    id: BookEntryIdSchema,
    isDefault: z.boolean(),
    updatedAt: z.string(),
    status: z.enum(['effective', 'pending']).optional(),
    data: BOOK_ENTRY_SCHEMAS[kind],
  });
export type BookEntry<K extends BookKind> = {
  id: string;
  isDefault: boolean;
  updatedAt: string;
  status?: 'effective' | 'pending';
  data: z.output<(typeof BOOK_ENTRY_SCHEMAS)[K]>;
};

export const BookListSchema = <K extends BookKind>(kind: K) =>
  z.object({ list: z.array(BookEntrySchema(kind)), max: z.number().int() });
export type BookList<K extends BookKind> = { list: BookEntry<K>[]; max: number };

export const BookAddBodySchema = <K extends BookKind>(kind: K) =>
  z.object({ data: BOOK_ENTRY_SCHEMAS[kind], isDefault: z.boolean().optional() });
export const BookUpdateBodySchema = <K extends BookKind>(kind: K) =>
  z.object({ id: BookEntryIdSchema, data: BOOK_ENTRY_SCHEMAS[kind], isDefault: z.boolean().optional() });
export const BookIdBodySchema = z.object({ id: BookEntryIdSchema });
export const BookDeletedSchema = z.object({ deleted: z.number().int() });

/** One level of the province, city and district cascade (GB/T 2260 codes). */
export const RegionSchema = z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string() });
export type Region = z.infer<typeof RegionSchema>;
export const RegionListSchema = z.object({ list: z.array(RegionSchema) });

/** The kinds in URLs: /member/api/member/b2c/book/{segment}, /api/member/book/{segment}. */
export const BOOK_SEGMENT: Record<BookKind, string> = {
  contact: 'contacts',
  address: 'addresses',
  beneficiary: 'beneficiaries',
  invoiceHeader: 'invoice-headers',
  favourite: 'favourites',
};
export const BookSegmentSchema = z.enum(['contacts', 'addresses', 'beneficiaries', 'invoice-headers', 'favourites']);
export type BookSegment = z.infer<typeof BookSegmentSchema>;

export function bookKindOf(segment: BookSegment): BookKind {
  return (Object.entries(BOOK_SEGMENT).find(([, s]) => s === segment)![0] as BookKind) ?? 'contact';
}
