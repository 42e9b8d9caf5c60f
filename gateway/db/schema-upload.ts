import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, created, idCol, ref, tenantCol } from './schema';

/*
 * Files members upload (practical answers' attachments): kept in the database like the library's files, so every
 * gateway process serves them; read back only through short-lived links.
 */

/** One uploaded file: who uploaded it in which company, its name as given and its kind as read from it. */
export const uploadFile = pgTable(
  'upload_file',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    content: bytea('content').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('upload_file_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);

/** A short-lived link to an uploaded file, handed to one member. */
export const uploadLink = pgTable(
  'upload_link',
  {
    tokenHash: text('token_hash').notNull(),
    tenantId: tenantCol(),
    fileId: ref('file_id').notNull(),
    userId: ref('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    gmtCreate: created(),
  },
  // Looked up with the tenant already, so the key holds it (and a distributed table's keys must).
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('upload_link_exp_idx').on(t.tenantId, t.expiresAt),
  ],
);
