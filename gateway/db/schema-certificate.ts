import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, idCol, ref, tenantCol } from './schema';

/*
 * Certificates (decision 0055): what a company awards, who holds which, and each tenant's signing key. A course
 * or study task names the certificate its completion earns (`course.certificate_id`, `study_task.certificate_id`).
 */

/** A certificate a company awards: its name, what it attests, and how long it stays valid. */
export const certificate = pgTable(
  'certificate',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    name: text('name').notNull(),
    /** What holding it attests (plain text), the credential's achievement description and criteria. */
    description: text('description').notNull().default(''),
    /** Months it stays valid from its award; null: it does not expire. */
    validMonths: integer('valid_months'),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('certificate_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/**
 * A certificate awarded to a member. An automatic award names its course or task (`source_type`, `source_id`)
 * and the unique key lets it happen once whatever races; a manual grant has no source id. `public_id` is the
 * unguessable code of its public verification page and the credential's id.
 */
export const certificateUser = pgTable(
  'certificate_user',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    certificateId: ref('certificate_id').notNull(),
    certificateNo: text('certificate_no').notNull(),
    publicId: text('public_id').notNull(),
    /** 1 course, 2 study task, 9 granted by an administrator. */
    sourceType: smallint('source_type').notNull(),
    sourceId: ref('source_id'),
    sourceName: text('source_name').notNull(),
    /** 1 automatic, 2 manual. */
    issueWay: smallint('issue_way').notNull(),
    acquireTime: timestamp('acquire_time', { withTimezone: true }).notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    revokeTime: timestamp('revoke_time', { withTimezone: true }),
    revokeReason: text('revoke_reason').notNull().default(''),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('certificate_user_source_uq').on(
      t.tenantId,
      t.enterpriseId,
      t.userId,
      t.sourceType,
      t.sourceId,
    ),
    uniqueIndex('certificate_user_public_uq').on(t.tenantId, t.publicId),
    uniqueIndex('certificate_user_no_uq').on(t.tenantId, t.certificateNo),
    index('certificate_user_member_idx').on(t.tenantId, t.enterpriseId, t.userId, t.acquireTime),
  ],
);

/**
 * A tenant's Ed25519 key pair that signs its credentials: the public key as a JWK (published), the private key
 * as PKCS#8 PEM, sealed with PRAXIS_SECRET when one is set.
 */
export const certificateKey = pgTable('certificate_key', {
  tenantId: tenantCol().primaryKey(),
  kid: text('kid').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  privateKey: text('private_key').notNull(),
  gmtCreate: created(),
});

/** A short-lived link to a member's certificate as a PDF (the same columns as the other file links). */
export const certificateLink = pgTable(
  'certificate_link',
  {
    tokenHash: text('token_hash').notNull(),
    tenantId: tenantCol(),
    fileId: ref('file_id').notNull(),
    userId: ref('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('certificate_link_exp_idx').on(t.tenantId, t.expiresAt),
  ],
);
