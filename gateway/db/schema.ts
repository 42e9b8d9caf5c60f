import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchTextColumn, trigramIndex } from './trigram';

/*
 * Every tenant-owned table carries tenant_id and leads its keys and indexes with it, so the schema can be
 * distributed by tenant without changes. Ids are 64-bit integers read and written as decimal strings, as they
 * travel in JSON (JavaScript numbers lose precision past 2^53).
 */

/** bigint as a decimal string. */
const bigintText = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});
/** File contents. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});
/** bigserial as a decimal string: the database numbers new rows. */
const bigserialText = customType<{
  data: string;
  driverData: string | number | bigint;
  notNull: true;
  default: true;
}>({
  dataType: () => 'bigserial',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

// Shared with the other schema files of this folder (one per area).
export const idCol = () => bigserialText('id');
export const tenantCol = () => bigintText('tenant_id').notNull();
export const ref = (name: string) => bigintText(name);
export const created = () => timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow();
export const modified = () => timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow();

export const tenant = pgTable('tenant', {
  id: idCol().primaryKey(),
  name: text('name').notNull(),
  /** IANA zone whose calendar days count for the tenant's members (daily sign-in, daily point caps). */
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  gmtCreate: created(),
  gmtModified: modified(),
});

export const website = pgTable(
  'website',
  {
    id: idCol(),
    tenantId: tenantCol(),
    /** Host name the site answers on, lower case, without port. Unique across tenants. */
    domain: text('domain').notNull(),
    /** Set when the site is bound to one company. */
    eid: ref('eid'),
    title: text('title').notNull(),
    ico: text('ico').notNull().default(''),
    logo: text('logo').notNull().default(''),
    clientName: text('client_name').notNull().default(''),
    amapKeyId: text('amap_key_id').notNull().default(''),
    amapKeySecret: text('amap_key_secret').notNull().default(''),
    mobileSite: text('mobile_site').notNull().default(''),
    registerEnabled: smallint('register_enabled').notNull().default(1),
    qrProviders: jsonb('qr_providers')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    footer: jsonb('footer')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Who may show the portal in a frame: a CSP frame-ancestors source list ("'self' https://work.example.com").
     * The portal may live inside a workplace app; by default only the site itself frames it.
     */
    frameAncestors: text('frame_ancestors').notNull().default("'self'"),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('website_domain_uq').on(t.domain)],
);

export const agreement = pgTable(
  'agreement',
  {
    id: idCol(),
    tenantId: tenantCol(),
    /** 1 service agreement, 2 privacy policy. */
    type: smallint('type').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('agreement_type_uq').on(t.tenantId, t.type, t.locale),
  ],
);

export const enterprise = pgTable(
  'enterprise',
  {
    id: idCol(),
    tenantId: tenantCol(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** Sign-up allowed into this company from its tenant's sites. */
    allowRegister: smallint('allow_register').notNull().default(1),
    /** Sign-ups wait for an administrator's approval. */
    registerApproval: smallint('register_approval').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const userAccount = pgTable(
  'user_account',
  {
    id: idCol(),
    tenantId: tenantCol(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    /** scrypt$N$r$p$salt$hash, base64 parts. */
    passwordHash: text('password_hash').notNull(),
    headPortrait: text('head_portrait').notNull().default(''),
    /** 1 enabled, 0 disabled. */
    statusId: smallint('status_id').notNull().default(1),
    /** Failed password sign-ins in the current window, and the lock that follows too many. */
    failedCount: integer('failed_count').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('user_phone_uq').on(t.tenantId, t.phone)],
);

/**
 * A training institution that provides courses to a company (spec §6: institution users, userType 3, follow
 * their institution's courses in the institution center).
 */
export const institution = pgTable(
  'institution',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    name: text('name').notNull(),
    /** Plain text. */
    intro: text('intro').notNull().default(''),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('institution_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** A user's membership of a company, with what is specific to that company. */
export const enterpriseMember = pgTable(
  'enterprise_member',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    empNo: text('emp_no').notNull().default(''),
    isAdmin: smallint('is_admin').notNull().default(0),
    /** 1 learner, 2 lecturer, 3 institution user. */
    userType: smallint('user_type').notNull().default(1),
    creditHour: numeric('credit_hour', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    /** 1 awaiting approval, 2 approved, 3 not approved. */
    registerStatus: smallint('register_status').notNull().default(2),
    rejectReason: text('reject_reason').notNull().default(''),
    /** 1: manages the department named in `member_points` and may publish learning plans to it. */
    departmentManager: smallint('department_manager').notNull().default(0),
    /** An institution user's institution (`institution`); its courses are the institution center's. */
    institutionId: ref('institution_id'),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('member_user_uq').on(t.tenantId, t.enterpriseId, t.userId),
    index('member_emp_no_idx').on(t.tenantId, t.empNo),
    index('member_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Sign-in tokens, stored as SHA-256 of the random token. */
export const sessionToken = pgTable(
  'session_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantCol(),
    userId: ref('user_id').notNull(),
    /** Null until the user has chosen a company. */
    enterpriseId: ref('enterprise_id'),
    websiteId: ref('website_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked: logout, replaced, password. */
    revokedReason: text('revoked_reason'),
    gmtCreate: created(),
  },
  (t) => [index('token_user_idx').on(t.tenantId, t.userId)],
);

/** SMS codes, stored hashed; a code is good once, for one purpose, for 5 minutes, for 5 wrong tries. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: idCol(),
    tenantId: tenantCol(),
    phone: text('phone').notNull(),
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sms_phone_idx').on(t.tenantId, t.phone, t.gmtCreate),
    index('sms_ip_idx').on(t.tenantId, t.ip, t.gmtCreate),
  ],
);

/** The demo SMS provider's outbox: what would have been texted, readable by a developer. Never used in production mode. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: idCol(),
    tenantId: tenantCol(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('outbox_phone_idx').on(t.tenantId, t.phone)],
);

/** Image captchas: the answer hashed, good once for 5 minutes. */
export const captcha = pgTable('captcha', {
  id: text('id').primaryKey(),
  tenantId: tenantCol(),
  answerHash: text('answer_hash').notNull(),
  /** Demo mode only: the answer in clear, so scripted runs can pass the captcha like the SMS outbox. */
  demoAnswer: text('demo_answer'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  gmtCreate: created(),
});

/**
 * Failed sign-ins per key (`acct:<phone|empNo>` or `ip:<addr>`) in a sliding window: two failures make the
 * next sign-in need the image captcha (321) until a success.
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    tenantId: tenantCol(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** QR sign-in tickets (stored hashed; the raw ticket lives only in the QR code and the portal). */
export const qrTicket = pgTable(
  'qr_ticket',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    tenantId: tenantCol(),
    websiteId: ref('website_id').notNull(),
    provider: text('provider').notNull(),
    /** 1 waiting, 2 scanned, 3 confirmed, 4 expired, 5 cancelled. */
    status: smallint('status').notNull().default(1),
    userId: ref('user_id'),
    /** The sign-in, handed to the portal once and then cleared. */
    issuedToken: text('issued_token'),
    chooseEnterprise: smallint('choose_enterprise'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    gmtCreate: created(),
  },
  (t) => [index('qr_tenant_idx').on(t.tenantId, t.gmtCreate)],
);

export const navItem = pgTable(
  'nav_item',
  {
    id: idCol(),
    tenantId: tenantCol(),
    websiteId: ref('website_id').notNull(),
    navName: text('nav_name').notNull(),
    navNameEn: text('nav_name_en').notNull().default(''),
    targetAddr: text('target_addr').notNull().default(''),
    targetType: smallint('target_type'),
    targetOpenNewPage: smallint('target_open_new_page').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('nav_site_idx').on(t.tenantId, t.websiteId, t.sort),
  ],
);

/** Key pairs the gateway generates once and shares across instances (password field encryption). */
export const serverKey = pgTable('server_key', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  gmtCreate: created(),
});

/** Fixed-window counters for rate limits shared by every gateway instance (key names the limit and subject). */
export const rateCounter = pgTable(
  'rate_counter',
  {
    tenantId: tenantCol(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key, t.windowStart] })],
);

/** Message notices to one member of one company. */
export const msgNotice = pgTable(
  'msg_notice',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    /** 1 system, 2 study, 3 exam, 4 activity. */
    msgType: smallint('msg_type').notNull().default(1),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: smallint('is_read').notNull().default(0),
    readTime: timestamp('read_time', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('msg_user_idx').on(t.tenantId, t.enterpriseId, t.userId, t.isRead, t.gmtCreate),
  ],
);

/** Company announcements; `content` is HTML, sanitised again when served. */
export const announcement = pgTable(
  'announcement',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publisher: text('publisher').notNull().default(''),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
    statusId: smallint('status_id').notNull().default(1),
    /** 1: visitors of the company's site may read it (shared links work without signing in). */
    isPublic: smallint('is_public').notNull().default(0),
    /** What search matches (db/trigram.ts). */
    searchText: searchTextColumn('title', 'content'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('announcement_ent_idx').on(t.tenantId, t.enterpriseId, t.publishTime),
    trigramIndex('announcement_search_trgm', t.searchText),
  ],
);

/** One member's state of one announcement: read, liked, hidden (deleted from their list). */
export const announcementUser = pgTable(
  'announcement_user',
  {
    tenantId: tenantCol(),
    announcementId: ref('announcement_id').notNull(),
    userId: ref('user_id').notNull(),
    isRead: smallint('is_read').notNull().default(0),
    isAdmire: smallint('is_admire').notNull().default(0),
    isHidden: smallint('is_hidden').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.announcementId, t.userId] }),
    index('announcement_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Comments on announcements; replies carry the comment they belong to in `parent_id`. */
export const announcementComment = pgTable(
  'announcement_comment',
  {
    id: idCol(),
    tenantId: tenantCol(),
    announcementId: ref('announcement_id').notNull(),
    userId: ref('user_id').notNull(),
    parentId: ref('parent_id'),
    replyUserId: ref('reply_user_id'),
    content: text('content').notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('comment_announcement_idx').on(t.tenantId, t.announcementId, t.parentId),
  ],
);

/**
 * Credit hours a member earned, one row per award. The member's `credit_hour` is their sum, kept in the same
 * transaction as every row added, so the header and the records always agree.
 */
export const creditRecord = pgTable(
  'credit_record',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    /** `CreditSource` (contract/record.routes.ts). */
    sourceType: smallint('source_type').notNull(),
    /** The course, task or exam it was earned in, when it came from one. */
    sourceId: ref('source_id'),
    sourceName: text('source_name').notNull(),
    creditHour: numeric('credit_hour', { precision: 10, scale: 1, mode: 'number' }).notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('credit_record_user_idx').on(t.tenantId, t.enterpriseId, t.userId, t.gmtCreate),
  ],
);

/** Integral points and department of a member, for the ranking boards. */
export const memberPoints = pgTable(
  'member_points',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    integral: integer('integral').notNull().default(0),
    department: text('department').notNull().default(''),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.enterpriseId, t.userId] })],
);

/**
 * Files a member exported, kept in the database (they are small CSVs). A download is granted by a random token
 * stored hashed with a short expiry.
 */
export const exportRecord = pgTable(
  'export_record',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    /** 1 generating, 2 ready, 3 failed. */
    exportStatus: smallint('export_status').notNull().default(1),
    content: text('content'),
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: timestamp('download_expires_at', { withTimezone: true }),
    /** What the export job produces (gateway/modules/export/jobs.ts); null for a file written directly. */
    job: jsonb('job'),
    /** Attempts started; the job fails for good after the last one. */
    attempts: integer('attempts').notNull().default(0),
    /** A worker holds the job until then; past it, another worker may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The next attempt waits until then (back-off after a failure). */
    runAfter: timestamp('run_after', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('export_user_idx').on(t.tenantId, t.enterpriseId, t.userId, t.gmtCreate),
    uniqueIndex('export_download_uq').on(t.downloadTokenHash),
    // The job runner's look-up across tenants: only generating records are in it.
    index('export_pending_idx')
      .on(t.gmtCreate)
      .where(sql`export_status = 1`),
  ],
);

/**
 * The resource library: files a company publishes for download (linked from rich text by `data-id`). Contents
 * live in the row, so a file is in the same transaction and tenant scope as its metadata.
 */
export const libraryFile = pgTable(
  'library_file',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    content: bytea('content').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('library_file_ent_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** One short-lived download link of a library file, handed to one member. */
export const libraryDownload = pgTable(
  'library_download',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantCol(),
    fileId: ref('file_id').notNull(),
    userId: ref('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    gmtCreate: created(),
  },
  (t) => [index('library_download_exp_idx').on(t.tenantId, t.expiresAt)],
);

/*
 * Learning records, first slice: courses, study tasks made of courses, exams, and each member's assignments,
 * progress and attempts. Statuses (learning, exam) are derived from these rows when read, never stored.
 */

/** A course of a company. Its content tree, lecturer and category are in schema-course.ts. */
export const course = pgTable(
  'course',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseName: text('course_name').notNull(),
    cover: text('cover').notNull().default(''),
    /** The lecturer's name as shown; `lecturer_id` links the lecturer (schema-course.ts) when there is one. */
    lecturerName: text('lecturer_name').notNull().default(''),
    lecturerId: ref('lecturer_id'),
    /** The institution that provides it (`institution`), when one does. */
    institutionId: ref('institution_id'),
    /** The certificate finishing it earns (`certificate`, schema-certificate.ts), when it earns one. */
    certificateId: ref('certificate_id'),
    categoryId: ref('category_id'),
    /** Sanitised rich text. */
    introduce: text('introduce').notNull().default(''),
    /** 1: learners may seek anywhere in a video or audio; 0: not past the furthest point reached. */
    dragFlag: smallint('drag_flag').notNull().default(1),
    /** 1: visitors of a site bound to the company may see it in the catalogue. */
    isPublic: smallint('is_public').notNull().default(0),
    /** Seconds of media over all resources. */
    totalDuration: integer('total_duration').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** What search matches (db/trigram.ts). */
    searchText: searchTextColumn('course_name', 'introduce'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('course_ent_idx').on(t.tenantId, t.enterpriseId),
    trigramIndex('course_search_trgm', t.searchText),
  ],
);

/** One member's progress in one course; the row exists from enrolment (progress 0 = not started). */
export const courseUserProgress = pgTable(
  'course_user_progress',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    courseId: ref('course_id').notNull(),
    userId: ref('user_id').notNull(),
    /** Whole percent 0–100; 100 means learned. */
    studyProgress: smallint('study_progress').notNull().default(0),
    /** Seconds actually studied. */
    studyDuration: integer('study_duration').notNull().default(0),
    lastStudyTime: timestamp('last_study_time', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.courseId, t.userId] }),
    index('course_progress_user_idx').on(t.tenantId, t.enterpriseId, t.userId, t.lastStudyTime),
  ],
);

/** A study task of a company: phases of contents to learn within a window (schema-task.ts). */
export const studyTask = pgTable(
  'study_task',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    taskName: text('task_name').notNull(),
    cover: text('cover').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 1 required, 0 elective. */
    requiredFlag: smallint('required_flag').notNull().default(1),
    /** 1 published, 0 draft (drafts are not shown to learners), 2 archived (a plan taken out of "my tasks"). */
    statusId: smallint('status_id').notNull().default(1),
    /** 0: its learners study at once; 1: they apply, and study once an administrator approves. */
    applyMode: smallint('apply_mode').notNull().default(0),
    /** The certificate learning every content earns (`certificate`), when it earns one. */
    certificateId: ref('certificate_id'),
    /** The post (job) learning the task certifies its learners for; empty when it certifies none. */
    postName: text('post_name').notNull().default(''),
    /** A learning plan's builder (decision 0056); null for the company's own tasks. */
    ownerUserId: ref('owner_user_id'),
    /** A plan's `PlanScope` (1 its builder, 2 the builder's department); 0 for a company task. */
    planScope: smallint('plan_scope').notNull().default(0),
    /** The department a department plan was published to, as it was named then. */
    planDepartment: text('plan_department').notNull().default(''),
    /** What the plan's builder means to reach (plain text). */
    goal: text('goal').notNull().default(''),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_task_ent_idx').on(t.tenantId, t.enterpriseId),
    index('study_task_owner_idx').on(t.tenantId, t.enterpriseId, t.ownerUserId),
  ],
);

/**
 * A task assigned to a member, and, for a task learners apply for, where the application stands: 0 not applied,
 * 1 awaiting approval, 2 approved, 3 not approved (with the reason the member reads). `id` names the
 * application in the administrators' calls.
 */
export const studyTaskUser = pgTable(
  'study_task_user',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    taskId: ref('task_id').notNull(),
    userId: ref('user_id').notNull(),
    applyStatus: smallint('apply_status').notNull().default(0),
    applyReason: text('apply_reason').notNull().default(''),
    applyTime: timestamp('apply_time', { withTimezone: true }),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.taskId, t.userId] }),
    index('study_task_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
    uniqueIndex('study_task_user_id_uq').on(t.tenantId, t.id),
    // The administrators' queue: a company's applications by state.
    index('study_task_user_apply_idx').on(t.tenantId, t.enterpriseId, t.applyStatus),
  ],
);

/** A task a member has collected (starred) for their "my tasks" list; one row per member and task. */
export const studyTaskCollect = pgTable(
  'study_task_collect',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    taskId: ref('task_id').notNull(),
    userId: ref('user_id').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.taskId, t.userId] }),
    index('study_task_collect_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);

/** An exam of a company: a window to start in, a time limit per attempt, scores and attempts allowed. */
export const exam = pgTable(
  'exam',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    examName: text('exam_name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Minutes per attempt. */
    duration: integer('duration').notNull(),
    totalScore: numeric('total_score', { precision: 6, scale: 1, mode: 'number' }).notNull().default(100),
    passScore: numeric('pass_score', { precision: 6, scale: 1, mode: 'number' }).notNull().default(60),
    /** Attempts allowed per member (at least 1). */
    attemptLimit: integer('attempt_limit').notNull().default(1),
    /** Rules and notes shown before starting (plain text). */
    description: text('description').notNull().default(''),
    /** Screen switches allowed per attempt; one more hands the paper in. 0: switches are not watched. */
    switchLimit: integer('switch_limit').notNull().default(0),
    /** 1: answers and explanations are shown once an attempt is handed in. */
    showAnswer: smallint('show_answer').notNull().default(0),
    /** 1 published, 0 draft. */
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('exam_ent_idx').on(t.tenantId, t.enterpriseId),
    trigramIndex('exam_name_trgm', t.examName),
    trigramIndex('exam_description_trgm', t.description),
  ],
);

/** An exam assigned to a member: the member's exam record. */
export const examUser = pgTable(
  'exam_user',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    examId: ref('exam_id').notNull(),
    userId: ref('user_id').notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('exam_user_uq').on(t.tenantId, t.examId, t.userId),
    index('exam_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);

/**
 * One attempt at an exam (a paper record). Answering (state 1) while `finish_time` is null; handed in with
 * short answers waiting for a person (state 2, `score` null); marked (state 3, `score` set). The gateway owns
 * the deadline, the switch count and the state; answers and events hang off it (schema-exam.ts).
 */
export const examAttempt = pgTable(
  'exam_attempt',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    examId: ref('exam_id').notNull(),
    userId: ref('user_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** The start plus the duration, capped at the close of the exam window. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    /** 1 answering, 2 awaiting marking, 3 marked. */
    state: smallint('state').notNull().default(1),
    /** 1 the learner, 2 time up in the browser, 3 switch limit, 4 finished by the gateway at the deadline. */
    finishReason: smallint('finish_reason'),
    switchCount: integer('switch_count').notNull().default(0),
    /** The highest sequence number seen from the browser (answer saves and events share the counter). */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Points from automatic marking, from a person, and their sum (null until fully marked). */
    autoScore: numeric('auto_score', { precision: 6, scale: 1, mode: 'number' }),
    manualScore: numeric('manual_score', { precision: 6, scale: 1, mode: 'number' }),
    score: numeric('score', { precision: 6, scale: 1, mode: 'number' }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('exam_attempt_user_idx').on(t.tenantId, t.enterpriseId, t.userId, t.examId),
    index('exam_attempt_exam_idx').on(t.tenantId, t.examId),
    // At most one unfinished attempt per member and exam: concurrent starts cannot both create one.
    uniqueIndex('exam_attempt_open_uq')
      .on(t.tenantId, t.examId, t.userId)
      .where(sql`${t.finishTime} is null`),
    // The sweep looks for unfinished attempts past their deadline.
    index('exam_attempt_deadline_idx')
      .on(t.tenantId, t.deadlineAt)
      .where(sql`${t.finishTime} is null`),
  ],
);
