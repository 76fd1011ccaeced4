import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The site's content: CMS items, travel tips, and the complaints its form sends.

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

/**
 * Travel tips for a departure/arrival airport or city ('*' matches any); priority orders them. A tip with dates
 * holds for flights on its first to its last day, both included (spec §7 getTipsContent's flightDate); null is open.
 */
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
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
  },
  (t) => [index('tip_lookup_idx').on(t.language, t.dept, t.dest)],
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
