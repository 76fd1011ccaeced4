/**
 * airline-api's tables, one file per area; drizzle-kit reads this file (drizzle.config.ts) and the
 * code imports from here.
 */
export * from './cities';
export * from './flights';
export * from './content';
export * from './system';
export * from './members';
export * from './member-value';
export * from './sign-in';
export * from './orders';
export * from './payments';
export * from './check-in';
export * from './refunds';
export * from './passenger-modify';
export * from './reminders';
export * from './irregular';
export * from './service-requests';
export * from './notices';
export * from './add-on-transfers';
export * from './wallet';
export * from './sandbox';
export * from './coupons';
export * from './special-products';
export * from './reimbursement-vouchers';
export * from './e-invoices';
export * from './special-document-institutions';
export * from './flight-certificates';
