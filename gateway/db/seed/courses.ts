import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ContentType } from '../../../contract/course.routes';
import { mediaInfo } from '../../media/manifest';
import { course } from '../schema';
import {
  courseCategory,
  courseComment,
  courseMark,
  courseNode,
  courseReaction,
  courseware,
  imageText,
  lecturer,
  resource,
} from '../schema-course';
import { DAY_MS, FILES, HOUR_MS, type Company, type Named, type SeedContext } from './context';
import { seedCourseRecords } from './course-records';
import { bit, entry, named, phone, readSeedData, richText, seedDataError, seedDataNames } from './seed-data';
import type { SeededLearning } from './learning';
import { resourceRow, type ResourceFacts } from './media';
import { measureOf } from './progress';

/*
 * Course content of each company (courses/<company>.json): categories, lecturers, the company's library rows on
 * the demo files of media.json, the content tree of every course, and what members did in it. The learner's
 * node records add up to the course progress seeded by learning.json (course progress is the mean of the
 * resource and image-text nodes, rounded down), and the seed stops when they do not.
 */

/** A course's introduction: HTML, or the usual lead, "what you will learn" and "who it is for". */
const introduction = z.union([
  richText,
  z
    .strictObject({ lead: z.string(), points: z.array(z.string()).min(1), audience: z.string() })
    .transform(
      (i) =>
        `<p>${i.lead}</p><h3>你将学到</h3><ul>${i.points.map((x) => `<li>${x}</li>`).join('')}</ul>` +
        `<h3>适合谁</h3><p>${i.audience}</p>`,
    ),
]);

const period = entry({
  name: z.string(),
  /** A demo file of media.json. */
  media: z.string().optional(),
  /** An image-text lesson: rich text within the sanitiser's tags (p, h3, h4, ul, ol, li, strong, em, br, a, img). */
  lesson: entry({
    /** Default: the period's name. */
    title: z.string().optional(),
    content: richText,
    /** Seconds it must stay open. */
    dwell: z.number().int().positive(),
  }).optional(),
  /** An exam of the company (learning.json), by name. */
  exam: z.string().optional(),
  /** A survey of the company (surveys.json), by title. */
  survey: z.string().optional(),
}).refine((p) => [p.media, p.lesson, p.exam, p.survey].filter((x) => x !== undefined).length === 1, {
  message: 'give exactly one of media, lesson, exam and survey',
});
type Period = z.output<typeof period>;

const courseEntry = entry({
  /** A course of the company's learning.json, by name… */
  course: z.string().optional(),
  /** …or one seeded here. */
  newCourse: z.strictObject({ courseName: z.string(), statusId: bit.default(1) }).optional(),
  category: z.string(),
  lecturer: z.string(),
  /** course-NN.jpg of gateway/assets/covers. */
  cover: z.number().int().min(1),
  introduce: introduction,
  createdDaysAgo: z.number().min(0),
  isPublic: bit.default(0),
  /** 0: media must be watched in order, without seeking past the furthest point. */
  dragFlag: bit.default(1),
  chapters: z.array(entry({ name: z.string(), periods: z.array(period).min(1) })).min(1),
  /**
   * Progress of the learner's resource and image-text nodes in tree order (omitted: none studied). Their mean,
   * rounded down, must be the course progress learning.json gives the learner.
   */
  learner: z.array(z.number().int().min(0).max(100)).optional(),
  /** The same for the `admin` member of learning.json, whose course progress it also sets. */
  admin: z.array(z.number().int().min(0).max(100)).optional(),
  /** Colleagues who studied the course: the first `done` of its resource and image-text nodes, finished. */
  colleagues: z
    .array(entry({ who: phone, done: z.number().int().min(0), hoursAgo: z.number().min(0) }))
    .default([]),
  /** Files of the media manifest to download beside the course. */
  coursewares: z.array(entry({ name: z.string(), file: z.string() })).default([]),
  comments: z.array(entry({ who: phone, content: z.string(), hoursAgo: z.number().min(0) })).default([]),
  marks: z
    .array(entry({ who: phone, score: z.number().int().min(1).max(5), remark: z.string().default('') }))
    .default([]),
  likes: z.array(phone).default([]),
  bookmarks: z.array(phone).default([]),
}).refine((c) => (c.course === undefined) !== (c.newCourse === undefined), {
  message: 'give either course (a course of learning.json) or newCourse',
});
type CourseEntry = z.output<typeof courseEntry>;

export const coursesFile = entry({
  /** Top-level categories with their children. */
  categories: z.array(entry({ name: z.string(), children: z.array(z.string()).default([]) })),
  lecturers: z.array(
    entry({
      name: z.string(),
      position: z.string(),
      introduce: z.string(),
      /** lecturer-N.svg of gateway/assets/lecturers. */
      avatar: z.number().int().min(1),
      /** The member who is this lecturer, if any. */
      phone: phone.optional(),
    }),
  ),
  courses: z.array(courseEntry),
});
type CoursesFile = z.output<typeof coursesFile>;

/** Every company's course content, in the order of sites.json. */
export async function seedCourses(
  ctx: SeedContext,
  learning: Map<string, SeededLearning>,
  surveys: Map<string, Named[]>,
): Promise<void> {
  const files = seedDataNames('courses');
  const companies = ctx.refs.companies();
  const stray = files.find((name) => !companies.some((c) => c.key === name));
  if (stray) throw seedDataError(`courses/${stray}.json`, `no company "${stray}" in sites.json`);
  for (const company of companies) {
    if (!files.includes(company.key)) continue;
    const file = `courses/${company.key}.json`;
    const seeded = learning.get(company.key);
    if (!seeded) throw seedDataError(file, `${company.name} has no learning in learning.json`);
    await seedCompanyCourses(ctx, file, readSeedData(file, coursesFile), seeded, surveys.get(company.key));
  }
}

/** Seeds one company's categories, lecturers, resources, course trees and members' records. */
async function seedCompanyCourses(
  { tx, refs, now }: SeedContext,
  file: string,
  data: CoursesFile,
  learning: SeededLearning,
  surveys: Named[] = [],
): Promise<void> {
  const company: Company = learning.company;
  const { tenantId, enterpriseId } = company;
  const at = (ms: number) => new Date(now.getTime() + ms);
  const scope = { tenantId, enterpriseId };
  const userOf = (phone: string) => refs.user(company, phone, file);
  const idIn = (list: Named[], name: string, what: string) =>
    named(list, (x) => x.name, name, `${what} of ${company.name}`, file).id;

  // Categories: the top level, then the children of each.
  const tops = await tx
    .insert(courseCategory)
    .values(data.categories.map((c, i) => ({ ...scope, categoryName: c.name, sort: (i + 1) * 10 })))
    .returning({ id: courseCategory.id });
  const categoryIds = new Map(data.categories.map((c, i) => [c.name, tops[i]?.id ?? '']));
  const children = data.categories.flatMap((c, i) =>
    c.children.map((name, j) => ({
      ...scope,
      parentId: tops[i]?.id ?? '0',
      categoryName: name,
      sort: (j + 1) * 10,
    })),
  );
  if (children.length > 0) {
    const rows = await tx.insert(courseCategory).values(children).returning({ id: courseCategory.id });
    children.forEach((c, i) => categoryIds.set(c.categoryName, rows[i]?.id ?? ''));
  }

  const lecturers = await tx
    .insert(lecturer)
    .values(
      data.lecturers.map((l, i) => ({
        ...scope,
        userId: l.phone ? userOf(l.phone) : null,
        lecturerName: l.name,
        headImg: `${FILES}/lecturers/lecturer-${l.avatar}.svg`,
        position: l.position,
        introduce: l.introduce,
        sort: (i + 1) * 10,
      })),
    )
    .returning({ id: lecturer.id });
  const lecturerIds = new Map(data.lecturers.map((l, i) => [l.name, lecturers[i]?.id ?? '']));

  // The library: one row per demo file the company's courses use.
  const allPeriods = data.courses.flatMap((c) => c.chapters.flatMap((ch) => ch.periods));
  const used = [...new Set(allPeriods.flatMap((pd) => (pd.media === undefined ? [] : [pd.media])))];
  const facts = new Map(used.map((name) => [name, resourceRow(name, file)]));
  const resources = await tx
    .insert(resource)
    .values(used.map((name) => ({ ...scope, ...(facts.get(name) as ResourceFacts) })))
    .returning({ id: resource.id });
  const resourceIds = new Map(used.map((name, i) => [name, resources[i]?.id ?? '']));

  const lessons = allPeriods.flatMap((pd) =>
    pd.lesson ? [{ ...pd.lesson, title: pd.lesson.title ?? pd.name }] : [],
  );
  const lessonRows =
    lessons.length === 0
      ? []
      : await tx
          .insert(imageText)
          .values(
            lessons.map((l) => ({ ...scope, title: l.title, content: l.content, dwellSeconds: l.dwell })),
          )
          .returning({ id: imageText.id });
  const lessonIds = lessonRows.map((r) => r.id);

  // New courses, then the details of every course.
  const fresh = data.courses.flatMap((c) => (c.newCourse ? [c.newCourse] : []));
  const freshRows =
    fresh.length === 0
      ? []
      : await tx
          .insert(course)
          .values(
            fresh.map((c, i) => ({
              ...scope,
              courseName: c.courseName,
              statusId: c.statusId,
              sort: learning.courses.length + i,
            })),
          )
          .returning({ id: course.id });
  let f = 0;
  const courseIds = data.courses.map((c) =>
    c.course === undefined ? (freshRows[f++]?.id ?? '') : idIn(learning.courses, c.course, 'course'),
  );
  const nameOf = (c: CourseEntry) => c.course ?? c.newCourse?.courseName ?? '';

  // Directories first (their ids are the periods' parents), all courses in one statement each.
  const dirs = data.courses.flatMap((c, ci) =>
    c.chapters.map((ch, i) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      nodeName: ch.name,
      contentType: ContentType.directory,
      sort: (i + 1) * 10,
    })),
  );
  const dirRows = await tx.insert(courseNode).values(dirs).returning({ id: courseNode.id });
  let d = 0;
  let l = 0;
  const periods: (typeof courseNode.$inferInsert & { seed: Period; course: number })[] = [];
  data.courses.forEach((c, ci) =>
    c.chapters.forEach((ch) => {
      const parentId = dirRows[d++]?.id ?? '0';
      ch.periods.forEach((pd, i) => {
        const base = {
          tenantId,
          courseId: courseIds[ci] ?? '',
          parentId,
          nodeName: pd.name,
          sort: (i + 1) * 10,
        };
        const node =
          pd.media !== undefined
            ? { ...base, contentType: ContentType.resource, resourceId: resourceIds.get(pd.media) ?? null }
            : pd.lesson
              ? { ...base, contentType: ContentType.imageText, imageTextId: lessonIds[l++] ?? null }
              : pd.exam !== undefined
                ? { ...base, contentType: ContentType.exam, targetId: idIn(learning.exams, pd.exam, 'exam') }
                : {
                    ...base,
                    contentType: ContentType.survey,
                    targetId: idIn(surveys, pd.survey ?? '', 'survey'),
                  };
        periods.push({ ...node, seed: pd, course: ci });
      });
    }),
  );
  const periodRows = await tx
    .insert(courseNode)
    .values(periods.map(({ seed: _seed, course: _course, ...n }) => n))
    .returning({ id: courseNode.id });

  // What members did, on the resource and image-text nodes of each course.
  await seedCourseRecords(
    { tx, refs, now },
    file,
    company,
    learning.admin,
    data.courses.map((c, ci) => ({
      id: courseIds[ci] ?? '',
      name: nameOf(c),
      nodes: periods.flatMap((n, i) => {
        if (n.course !== ci || (n.seed.media === undefined && !n.seed.lesson)) return [];
        const measure =
          n.seed.media !== undefined
            ? measureOf(facts.get(n.seed.media) ?? null, 0)
            : measureOf(null, n.seed.lesson?.dwell ?? 0);
        return [{ id: periodRows[i]?.id ?? '', name: n.seed.name, measure }];
      }),
      ...(c.learner ? { learner: c.learner } : {}),
      ...(c.admin ? { admin: c.admin } : {}),
      colleagues: c.colleagues,
    })),
  );

  // Course details; media seconds are the sum of the course's video and audio.
  for (const [ci, c] of data.courses.entries()) {
    const seconds = periods
      .filter((n) => n.course === ci && n.seed.media !== undefined)
      .reduce((sum, n) => sum + (facts.get(n.seed.media ?? '')?.duration ?? 0), 0);
    const lecturerId = lecturerIds.get(c.lecturer);
    const categoryId = categoryIds.get(c.category);
    if (!lecturerId) throw seedDataError(file, `course "${nameOf(c)}": no lecturer "${c.lecturer}"`);
    if (!categoryId) throw seedDataError(file, `course "${nameOf(c)}": no category "${c.category}"`);
    await tx
      .update(course)
      .set({
        lecturerId,
        lecturerName: c.lecturer,
        categoryId,
        cover: `${FILES}/covers/course-${String(c.cover).padStart(2, '0')}.jpg`,
        introduce: c.introduce,
        dragFlag: c.dragFlag,
        isPublic: c.isPublic,
        totalDuration: seconds,
        gmtCreate: at(-c.createdDaysAgo * DAY_MS),
        gmtModified: at(-c.createdDaysAgo * DAY_MS),
      })
      .where(and(eq(course.tenantId, tenantId), eq(course.id, courseIds[ci] ?? '')));
  }

  const wares = data.courses.flatMap((c, ci) =>
    c.coursewares.map((w, i) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      coursewareName: w.name,
      fileKey: w.file,
      fileType: w.file.slice(w.file.lastIndexOf('.') + 1).toLowerCase(),
      fileSize: mediaInfo(w.file).size,
      sort: (i + 1) * 10,
    })),
  );
  if (wares.length > 0) await tx.insert(courseware).values(wares);

  const comments = data.courses.flatMap((c, ci) =>
    c.comments.map((m) => ({
      ...scope,
      courseId: courseIds[ci] ?? '',
      userId: userOf(m.who),
      content: m.content,
      gmtCreate: at(-m.hoursAgo * HOUR_MS),
    })),
  );
  if (comments.length > 0) await tx.insert(courseComment).values(comments);

  const marks = data.courses.flatMap((c, ci) =>
    c.marks.map((m) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      userId: userOf(m.who),
      score: m.score,
      remark: m.remark,
    })),
  );
  if (marks.length > 0) await tx.insert(courseMark).values(marks);

  const reactions = data.courses.flatMap((c, ci) => [
    ...c.likes.map((member) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      userId: userOf(member),
      kind: 1,
    })),
    ...c.bookmarks.map((member) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      userId: userOf(member),
      kind: 2,
    })),
  ]);
  if (reactions.length > 0) await tx.insert(courseReaction).values(reactions);
}
