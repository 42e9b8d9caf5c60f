import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ATTENDANCE_OPEN_EARLY_MINUTES,
  ATTENDANCE_ROTATE_SECONDS,
  AttendanceSource,
  AttendanceStatus,
} from '../../../contract/offline.routes';
import { PhaseContentType } from '../../../contract/study-task.routes';
import { newCodeSecret } from '../../shared/attendance-secret';
import { studyTask, studyTaskUser } from '../schema';
import { courseCategory, lecturer } from '../schema-course';
import { offlineAttendance, offlineCourse, offlineEnrolment, offlineSession } from '../schema-offline';
import { studyTaskContent } from '../schema-task';
import { DAY_MS, FILES, MINUTE_MS, type Company, type SeedContext, type Tx } from './context';
import { bit, entry, phone, readSeedData, richText, seedDataError } from './seed-data';

/*
 * Offline courses (offline.json, decision 0058): courses with sessions around now, their learners (enrolled, or
 * through a study task whose training names the course) and attendance in every state, scanned or marked.
 */

const FILE = 'offline.json';

const attendance = entry({
  who: phone,
  status: z.enum(['present', 'late', 'absent', 'leave']),
  /** A scan: minutes after the start the learner checked in (negative: before), and checked out. */
  in: z.number().int().optional(),
  out: z.number().int().optional(),
});

const session = entry({
  name: z.string().min(1),
  /** Past and future sessions: days from today, at a time of day… */
  day: z.number().int().optional(),
  at: z
    .string()
    .regex(/^\d\d:\d\d$/)
    .optional(),
  /** …or (the session under way) minutes from now. */
  startMinutes: z.number().int().optional(),
  minutes: z.number().int().positive(),
  /** Its own place and lecturer, when not the course's. */
  place: z.string().default(''),
  lecturer: z.string().optional(),
  attendance: z.array(attendance).default([]),
});

const offlineFile = entry({
  courses: z.record(
    z.string(),
    z.array(
      entry({
        name: z.string().min(1),
        category: z.string(),
        lecturer: z.string(),
        /** course-NN.jpg of gateway/assets/covers. */
        cover: z.number().int().min(1),
        place: z.string(),
        creditHour: z.number().min(0),
        lateGraceMinutes: z.number().int().min(0),
        anonymousEvaluation: bit,
        /** 1: visitors of a site bound to the company may read it. */
        public: bit.default(0),
        introduce: z.union([
          richText,
          entry({ lead: z.string(), points: z.array(z.string()).min(1), audience: z.string() }).transform(
            (i) =>
              `<p>${i.lead}</p><h3>你将学到</h3><ul>${i.points.map((x) => `<li>${x}</li>`).join('')}</ul>` +
              `<h3>适合谁</h3><p>${i.audience}</p>`,
          ),
        ]),
        /** Offline-training contents of study tasks (task-phases.json) that name this course. */
        trainings: z.array(entry({ task: z.string(), content: z.string() })).default([]),
        enrolled: z.array(phone).default([]),
        sessions: z.array(session).min(1),
      }),
    ),
  ),
});

type SessionEntry = z.output<typeof session>;

const STATUS = {
  present: AttendanceStatus.present,
  late: AttendanceStatus.late,
  absent: AttendanceStatus.absent,
  leave: AttendanceStatus.leave,
} as const;

/** The start of a session entry, in the gateway's zone. */
function startOf(s: SessionEntry, now: Date): Date {
  if (s.startMinutes !== undefined && s.day === undefined && s.at === undefined) {
    return new Date(now.getTime() + s.startMinutes * MINUTE_MS);
  }
  if (s.day === undefined || s.at === undefined || s.startMinutes !== undefined) {
    throw seedDataError(FILE, `session "${s.name}": give either day and at, or startMinutes`);
  }
  const day = new Date(now.getTime() + s.day * DAY_MS);
  const [h, m] = s.at.split(':').map(Number) as [number, number];
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, 0);
}

/** The start of the rotation step a code scanned at `time` was issued in. */
const issuedAt = (time: Date) => {
  const step = ATTENDANCE_ROTATE_SECONDS * 1000;
  return new Date(Math.floor(time.getTime() / step) * step);
};

export async function seedOffline({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, offlineFile);
  for (const [key, courses] of Object.entries(data.courses)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    const lecturers = await tx
      .select({ id: lecturer.id, name: lecturer.lecturerName, userId: lecturer.userId })
      .from(lecturer)
      .where(and(eq(lecturer.tenantId, scope.tenantId), eq(lecturer.enterpriseId, scope.enterpriseId)));
    const lecturerNamed = (name: string) => {
      const found = lecturers.find((l) => l.name === name);
      if (!found) throw seedDataError(FILE, `no lecturer "${name}" in ${company.name}`);
      return found;
    };
    for (const c of courses) {
      const [category] = await tx
        .select({ id: courseCategory.id })
        .from(courseCategory)
        .where(
          and(
            eq(courseCategory.tenantId, scope.tenantId),
            eq(courseCategory.enterpriseId, scope.enterpriseId),
            eq(courseCategory.categoryName, c.category),
          ),
        )
        .limit(1);
      if (!category) throw seedDataError(FILE, `no category "${c.category}" in ${company.name}`);
      const teacher = lecturerNamed(c.lecturer);
      if (!teacher.userId)
        throw seedDataError(FILE, `lecturer "${c.lecturer}" of "${c.name}" signs in as no one`);
      const [row] = await tx
        .insert(offlineCourse)
        .values({
          ...scope,
          courseName: c.name,
          cover: `${FILES}/covers/course-${String(c.cover).padStart(2, '0')}.jpg`,
          introduce: c.introduce,
          categoryId: category.id,
          lecturerId: teacher.id,
          place: c.place,
          creditHour: c.creditHour,
          lateGraceMinutes: c.lateGraceMinutes,
          anonymousEvaluation: c.anonymousEvaluation,
          isPublic: c.public,
          gmtCreate: new Date(now.getTime() - 30 * DAY_MS),
          gmtModified: new Date(now.getTime() - 30 * DAY_MS),
        })
        .returning({ id: offlineCourse.id });
      if (!row) throw seedDataError(FILE, `course "${c.name}" was not stored`);

      const sessions = c.sessions.map((s) => {
        const start = startOf(s, now);
        return { entry: s, start, end: new Date(start.getTime() + s.minutes * MINUTE_MS) };
      });
      const firstStart = new Date(Math.min(...sessions.map((s) => s.start.getTime())));
      const lastEnd = new Date(Math.max(...sessions.map((s) => s.end.getTime())));
      const learners = new Set(
        await linkTrainings(tx, company, row.id, c.trainings, {
          start: firstStart,
          end: lastEnd,
          place: c.place,
        }),
      );

      if (c.enrolled.length > 0) {
        await tx.insert(offlineEnrolment).values(
          c.enrolled.map((who) => {
            const userId = refs.user(company, who, FILE);
            learners.add(userId);
            return {
              ...scope,
              courseId: row.id,
              userId,
              enrolledBy: userId,
              gmtCreate: new Date(firstStart.getTime() - 2 * DAY_MS),
            };
          }),
        );
      }

      for (const s of sessions) {
        const [made] = await tx
          .insert(offlineSession)
          .values({
            ...scope,
            courseId: row.id,
            sessionName: s.entry.name,
            startTime: s.start,
            endTime: s.end,
            place: s.entry.place,
            lecturerId: s.entry.lecturer === undefined ? null : lecturerNamed(s.entry.lecturer).id,
            codeSecret: newCodeSecret(),
          })
          .returning({ id: offlineSession.id });
        if (!made) throw seedDataError(FILE, `session "${s.entry.name}" was not stored`);
        if (s.entry.attendance.length === 0) continue;
        await tx.insert(offlineAttendance).values(
          s.entry.attendance.map((a) => {
            const userId = refs.user(company, a.who, FILE);
            const where = `${a.who} in "${s.entry.name}"`;
            if (!learners.has(userId)) throw seedDataError(FILE, `${where}: not a learner of "${c.name}"`);
            const scanned = a.in !== undefined;
            if (scanned !== (a.status === 'present' || a.status === 'late')) {
              throw seedDataError(
                FILE,
                `${where}: present and late are scanned ("in"), absent and leave marked`,
              );
            }
            const checkIn = a.in === undefined ? null : new Date(s.start.getTime() + a.in * MINUTE_MS);
            const checkOut = a.out === undefined ? null : new Date(s.start.getTime() + a.out * MINUTE_MS);
            if (a.in !== undefined) {
              const onTime = a.in <= c.lateGraceMinutes;
              if (onTime !== (a.status === 'present') || a.in < -ATTENDANCE_OPEN_EARLY_MINUTES) {
                throw seedDataError(FILE, `${where}: a check-in at ${a.in} minutes is not ${a.status}`);
              }
            }
            if ((checkIn && checkIn > now) || (checkOut && checkOut > now)) {
              throw seedDataError(FILE, `${where}: recorded after now`);
            }
            const when = checkOut ?? checkIn ?? new Date(Math.min(s.end.getTime(), now.getTime()));
            return {
              ...scope,
              sessionId: made.id,
              userId,
              courseId: row.id,
              status: STATUS[a.status],
              source: scanned ? AttendanceSource.scan : AttendanceSource.lecturer,
              markedBy: scanned ? null : teacher.userId,
              checkInTime: checkIn,
              checkOutTime: checkOut,
              codeIssuedAt: checkIn && issuedAt(checkIn),
              outCodeIssuedAt: checkOut && issuedAt(checkOut),
              gmtCreate: checkIn ?? when,
              gmtModified: when,
            };
          }),
        );
      }
    }
  }
}

/**
 * Points the named training contents at the course (their dates and place become the course's) and answers the
 * members their tasks are assigned to: learners of the course through the task.
 */
async function linkTrainings(
  tx: Tx,
  company: Company,
  courseId: string,
  trainings: { task: string; content: string }[],
  span: { start: Date; end: Date; place: string },
): Promise<string[]> {
  const learners: string[] = [];
  for (const link of trainings) {
    const [task] = await tx
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(
        and(
          eq(studyTask.tenantId, company.tenantId),
          eq(studyTask.enterpriseId, company.enterpriseId),
          eq(studyTask.taskName, link.task),
        ),
      );
    if (!task) throw seedDataError(FILE, `no study task "${link.task}" in ${company.name}`);
    const linked = await tx
      .update(studyTaskContent)
      .set({ refId: courseId, startTime: span.start, endTime: span.end, place: span.place })
      .where(
        and(
          eq(studyTaskContent.tenantId, company.tenantId),
          eq(studyTaskContent.taskId, task.id),
          eq(studyTaskContent.contentType, PhaseContentType.offlineTraining),
          eq(studyTaskContent.contentName, link.content),
        ),
      )
      .returning({ id: studyTaskContent.id });
    if (linked.length !== 1) {
      throw seedDataError(FILE, `"${link.task}" has ${linked.length} trainings named "${link.content}"`);
    }
    const assigned = await tx
      .select({ userId: studyTaskUser.userId })
      .from(studyTaskUser)
      .where(
        and(
          eq(studyTaskUser.tenantId, company.tenantId),
          eq(studyTaskUser.enterpriseId, company.enterpriseId),
          eq(studyTaskUser.taskId, task.id),
        ),
      );
    learners.push(...assigned.map((a) => a.userId));
  }
  return learners;
}
