import { and, eq, inArray } from 'drizzle-orm';
import { courseUserProgress } from '../schema';
import { courseNodeUser } from '../schema-course';
import { HOUR_MS, fromNow, type Company, type SeedContext } from './context';
import { seedDataError } from './seed-data';
import { recordFor, type Measure } from './progress';

/*
 * What members did in a company's courses: node records, and the course progress rows they make. The learner's
 * and the admin's course progress come from learning.json, and their node figures must add up to it.
 */

/** A resource or image-text node of a course, which members study. */
export interface StudyableNode {
  id: string;
  name: string;
  measure: Measure;
}

/** A course as the records need it: its nodes to study and who studied them. */
export interface StudiedCourse {
  id: string;
  name: string;
  nodes: StudyableNode[];
  learner?: number[];
  admin?: number[];
  colleagues: { who: string; done: number; hoursAgo: number }[];
}

export async function seedCourseRecords(
  { tx, refs, now }: SeedContext,
  file: string,
  company: Company,
  adminPhone: string | undefined,
  courses: StudiedCourse[],
): Promise<void> {
  const { tenantId, enterpriseId } = company;
  const userOf = (phone: string) => refs.user(company, phone, file);
  const learner = refs.learnerOf(company, file);
  const admin = adminPhone === undefined ? undefined : userOf(adminPhone);
  const nodeUsers: (typeof courseNodeUser.$inferInsert)[] = [];
  const progressRows: (typeof courseUserProgress.$inferInsert)[] = [];
  const learnerTotals: { courseId: string; seconds: number }[] = [];
  // The learner's and the admin's progress rows learning.json gave them, in one query.
  const enrolments = new Map(
    (
      await tx
        .select({
          userId: courseUserProgress.userId,
          courseId: courseUserProgress.courseId,
          progress: courseUserProgress.studyProgress,
          last: courseUserProgress.lastStudyTime,
        })
        .from(courseUserProgress)
        .where(
          and(
            eq(courseUserProgress.tenantId, tenantId),
            inArray(courseUserProgress.userId, admin ? [learner, admin] : [learner]),
            inArray(
              courseUserProgress.courseId,
              courses.map((c) => c.id),
            ),
          ),
        )
    ).map((r) => [`${r.userId}:${r.courseId}`, r]),
  );
  for (const c of courses) {
    const what = `course "${c.name}"`;
    const records = (userId: string, progress: number[], lastStudy: Date, member: string) => {
      if (progress.length !== c.nodes.length)
        throw seedDataError(file, `${what}: ${member} needs ${c.nodes.length} figures`);
      // Finished nodes first, part-way ones last: the one studied last is where the member resumes.
      const order = progress
        .map((pct, i) => ({ pct, i }))
        .filter((x) => x.pct > 0)
        .sort((a, b) => Number(a.pct < 100) - Number(b.pct < 100) || a.i - b.i);
      let seconds = 0;
      order.forEach(({ pct, i }, k) => {
        const node = c.nodes[i] as StudyableNode;
        const r = recordFor(node.measure, pct, `${file}: ${member} in ${node.name}`);
        seconds += r.studySeconds;
        nodeUsers.push({
          tenantId,
          enterpriseId,
          userId,
          courseId: c.id,
          nodeId: node.id,
          ...r,
          lastStudyTime: new Date(lastStudy.getTime() - (order.length - 1 - k) * HOUR_MS),
        });
      });
      const total = progress.reduce((s, x) => s + x, 0);
      return { seconds, progress: c.nodes.length === 0 ? 0 : Math.floor(total / c.nodes.length) };
    };
    const enrolled = enrolments.get(`${learner}:${c.id}`);
    if (c.learner) {
      if (!enrolled?.last)
        throw seedDataError(file, `${what}: the learner has not studied it (learning.json)`);
      const got = records(learner, c.learner, enrolled.last, 'the learner');
      if (got.progress !== enrolled.progress) {
        throw seedDataError(
          file,
          `${what}: the learner's nodes give ${got.progress} %, not the ${enrolled.progress} % of learning.json`,
        );
      }
      learnerTotals.push({ courseId: c.id, seconds: got.seconds });
    } else if (enrolled && enrolled.progress > 0) {
      throw seedDataError(file, `${what} needs the learner's node figures`);
    }
    if (c.admin) {
      if (!admin) throw seedDataError(file, `${what}: learning.json gives ${company.name} no admin`);
      const row = enrolments.get(`${admin}:${c.id}`);
      const got = records(admin, c.admin, row?.last ?? now, 'the admin');
      if (!row || got.progress !== row.progress)
        throw seedDataError(file, `${what}: the admin's nodes disagree with learning.json`);
    }
    for (const col of c.colleagues) {
      const last = fromNow(now, -col.hoursAgo * HOUR_MS);
      const done = c.nodes.map((_, i) => (i < col.done ? 100 : 0));
      const got = records(userOf(col.who), done, last, col.who);
      progressRows.push({
        tenantId,
        enterpriseId,
        courseId: c.id,
        userId: userOf(col.who),
        studyProgress: got.progress,
        studyDuration: got.seconds,
        lastStudyTime: last,
      });
    }
  }
  if (nodeUsers.length > 0) await tx.insert(courseNodeUser).values(nodeUsers);
  if (progressRows.length > 0) await tx.insert(courseUserProgress).values(progressRows);
  // The learner's seconds studied follow from the node records.
  for (const t of learnerTotals) {
    await tx
      .update(courseUserProgress)
      .set({ studyDuration: t.seconds })
      .where(
        and(
          eq(courseUserProgress.tenantId, tenantId),
          eq(courseUserProgress.courseId, t.courseId),
          eq(courseUserProgress.userId, learner),
        ),
      );
  }
}
