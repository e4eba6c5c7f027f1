// Legal documents and owners' acceptances.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, id, ts } from './columns';
import { users } from './accounts';

/** Published legal texts: one row per type, version and language. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: id(),
    type: text('type').notNull(), // termsAndConditions | privacyPolicy
    version: integer('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [uniqueIndex('legal_documents_type_version_language_idx').on(t.type, t.version, t.language)],
);

/** Each acceptance of a legal text: the exact version and when. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    acceptedAt: ts('accepted_at').notNull(),
  },
  (t) => [index('legal_acceptances_user_type_idx').on(t.userId, t.type, t.version.desc())],
);
