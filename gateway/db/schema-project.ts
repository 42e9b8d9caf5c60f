import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, idCol, modified, ref, tenantCol } from './schema';

/*
 * Study projects (decision 0059): a company's programme of stages holding online courses, classroom courses,
 * exams and surveys, its lecturers, who joined or applied, and who likes it. Keys lead with tenant_id like
 * every table. Where a member stands in an item is read from the item's own records, never stored here.
 */

/** A company's programme, with its window and whether members join at once or apply (`ProjectApplyMode`). */
export const studyProject = pgTable(
  'study_project',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    projectName: text('project_name').notNull(),
    cover: text('cover').notNull().default(''),
    /** Sanitised rich text. */
    introduce: text('introduce').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    creditHour: numeric('credit_hour', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    /** 0: members join at once; 1: they apply and join once an administrator approves. */
    applyMode: smallint('apply_mode').notNull().default(0),
    /** 1 published, 0 draft (not shown to members). */
    statusId: smallint('status_id').notNull().default(1),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_project_ent_idx').on(t.tenantId, t.enterpriseId, t.startTime),
  ],
);

/** A stage of a project, in `sort` order. */
export const studyProjectStage = pgTable(
  'study_project_stage',
  {
    id: idCol(),
    tenantId: tenantCol(),
    projectId: ref('project_id').notNull(),
    stageName: text('stage_name').notNull(),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_project_stage_project_idx').on(t.tenantId, t.projectId, t.sort),
  ],
);

/** An item of a stage, in `sort` order: the course, classroom course, exam or survey (`ProjectItemType`) it opens. */
export const studyProjectItem = pgTable(
  'study_project_item',
  {
    id: idCol(),
    tenantId: tenantCol(),
    projectId: ref('project_id').notNull(),
    stageId: ref('stage_id').notNull(),
    itemType: smallint('item_type').notNull(),
    refId: ref('ref_id').notNull(),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('study_project_item_project_idx').on(t.tenantId, t.projectId, t.stageId, t.sort),
    index('study_project_item_ref_idx').on(t.tenantId, t.itemType, t.refId),
  ],
);

/** A lecturer (`lecturer`) of a project, in `sort` order. */
export const studyProjectLecturer = pgTable(
  'study_project_lecturer',
  {
    tenantId: tenantCol(),
    projectId: ref('project_id').notNull(),
    lecturerId: ref('lecturer_id').notNull(),
    sort: integer('sort').notNull().default(0),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.lecturerId] }),
    index('study_project_lecturer_idx').on(t.tenantId, t.lecturerId),
  ],
);

/**
 * A member's place in a project, one row per member and project, so a repeated or concurrent application can
 * only touch the same row: `apply_status` is `ProjectApplyStatus` (awaiting, approved, rejected with the
 * reason), with who decided and when.
 */
export const studyProjectUser = pgTable(
  'study_project_user',
  {
    id: idCol(),
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    projectId: ref('project_id').notNull(),
    userId: ref('user_id').notNull(),
    applyStatus: smallint('apply_status').notNull(),
    applyReason: text('apply_reason').notNull().default(''),
    applyTime: timestamp('apply_time', { withTimezone: true }).notNull(),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    /** The administrator who decided; null while awaiting and for a project open to all. */
    auditedBy: ref('audited_by'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.userId] }),
    uniqueIndex('study_project_user_id_uq').on(t.tenantId, t.id),
    index('study_project_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
    // The administrators' queue: a company's applications by state.
    index('study_project_user_apply_idx').on(t.tenantId, t.enterpriseId, t.applyStatus),
  ],
);

/** A member who likes a project; one row per member and project. */
export const studyProjectAdmire = pgTable(
  'study_project_admire',
  {
    tenantId: tenantCol(),
    enterpriseId: ref('enterprise_id').notNull(),
    projectId: ref('project_id').notNull(),
    userId: ref('user_id').notNull(),
    gmtCreate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.userId] }),
    index('study_project_admire_user_idx').on(t.tenantId, t.enterpriseId, t.userId),
  ],
);
