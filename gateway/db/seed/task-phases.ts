import { z } from 'zod';
import { PhaseContentType } from '../../../contract/study-task.routes';
import { studyTask, studyTaskUser } from '../schema';
import {
  studyTaskComment,
  studyTaskContent,
  studyTaskContentUser,
  studyTaskPhase,
  studyTaskPracticalAnswer,
} from '../schema-task';
import { uploadFile } from '../schema-upload';
import { DAY_MS, HOUR_MS, type Named, type SeedContext } from './context';
import type { SeededLearning } from './learning';
import { bit, entry, named, phone, readSeedData, richText, seedDataError } from './seed-data';

/*
 * Study tasks in phases with every kind of content (task-phases.json), assigned to each company's learner,
 * after the courses, exams and surveys they name exist. Decision 0051.
 */

const FILE = 'task-phases.json';

/** The learner's record of a content the task keeps itself (image-text, training, practical, evaluation). */
const learnerState = entry({
  status: z.enum(['underway', 'done', 'notPassed']),
  score: z.number().min(0).max(100).optional(),
  comment: z.string().optional(),
  /** When it happened, in days before now. */
  daysAgo: z.number().min(0).default(1),
  /** A practical's answer: its text and attachments (made up as small files of the names' kinds: .pdf, .png). */
  answer: entry({ text: z.string().default(''), files: z.array(z.string()).default([]) }).optional(),
});

const brief = {
  body: richText.default(''),
  criteria: z.string().default(''),
  learner: learnerState.optional(),
  /** Colleagues' records of it (the assessor's queue). */
  others: z.array(learnerState.extend({ who: phone })).default([]),
};

/** A small file of the name's kind, for demo attachments: a one-page PDF or a one-pixel PNG. */
function demoFile(name: string): Buffer {
  if (name.toLowerCase().endsWith('.png')) {
    return Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
  }
  if (!name.toLowerCase().endsWith('.pdf')) throw new Error(`seed: no demo file of the kind of ${name}`);
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

const content = z.union([
  entry({ course: z.string() }),
  entry({ exam: z.string() }),
  entry({ survey: z.string() }),
  entry({ imageText: z.string(), ...brief }),
  entry({
    training: z.string(),
    place: z.string(),
    /** The session's start relative to now, in days, and its length in hours. */
    startDays: z.number(),
    hours: z.number().positive(),
    ...brief,
  }),
  entry({ practical: z.string(), endDays: z.number(), passScore: z.number().min(0).max(100), ...brief }),
  entry({ jobEvaluation: z.string(), place: z.string(), passScore: z.number().min(0).max(100), ...brief }),
]);

const applyState = z.enum(['none', 'awaiting', 'approved', 'rejected']);

const tasksFile = z.record(
  z.string(),
  z.array(
    entry({
      taskName: z.string(),
      startDays: z.number(),
      endDays: z.number(),
      requiredFlag: bit.default(1),
      /** Other members the task is assigned to (their exam attempts are learning.json's takers). */
      colleagues: z.array(phone).default([]),
      /**
       * A task learners apply for: where the learner's application stands (days ago it was made, the reason it
       * was not approved), and the colleagues'.
       */
      apply: entry({
        status: applyState,
        daysAgo: z.number().min(0).default(1),
        reason: z.string().default(''),
        colleagues: applyState.default('none'),
      }).optional(),
      /** What its learners said about it (each must be the learner or a colleague it is assigned to). */
      comments: z
        .array(entry({ who: phone, content: z.string().min(1), hoursAgo: z.number().min(0) }))
        .default([]),
      phases: z
        .array(
          entry({
            phaseName: z.string(),
            requirePrevious: z.boolean().default(false),
            contents: z.array(content).min(1),
          }),
        )
        .min(1),
    }),
  ),
);

type Content = z.output<typeof content>;

const STATUS = { underway: 1, done: 2, notPassed: 3 } as const;

const APPLY = { none: 0, awaiting: 1, approved: 2, rejected: 3 } as const;

export async function seedTaskPhases(
  { tx, refs, now }: SeedContext,
  learning: Map<string, SeededLearning>,
  surveys: Map<string, Named[]>,
): Promise<void> {
  const data = readSeedData(FILE, tasksFile);
  const at = (ms: number) => new Date(now.getTime() + ms);
  for (const [key, tasks] of Object.entries(data)) {
    const company = refs.company(key, FILE);
    const { tenantId, enterpriseId } = company;
    const userId = refs.learnerOf(company, FILE);
    const seeded = learning.get(key);
    const idIn = (list: Named[] | undefined, name: string, what: string) =>
      named(list ?? [], (x) => x.name, name, `${what} of ${company.name}`, FILE).id;

    /** The row's kind, reference and own description. */
    const rowOf = (c: Content) => {
      if ('course' in c)
        return { contentType: PhaseContentType.course, refId: idIn(seeded?.courses, c.course, 'course') };
      if ('exam' in c)
        return { contentType: PhaseContentType.exam, refId: idIn(seeded?.exams, c.exam, 'exam') };
      if ('survey' in c)
        return { contentType: PhaseContentType.survey, refId: idIn(surveys.get(key), c.survey, 'survey') };
      const own = { body: c.body, criteria: c.criteria };
      if ('imageText' in c)
        return { contentType: PhaseContentType.imageText, contentName: c.imageText, ...own };
      if ('training' in c) {
        const start = at(c.startDays * DAY_MS);
        return {
          contentType: PhaseContentType.offlineTraining,
          contentName: c.training,
          place: c.place,
          startTime: start,
          endTime: new Date(start.getTime() + c.hours * HOUR_MS),
          ...own,
        };
      }
      if ('practical' in c) {
        return {
          contentType: PhaseContentType.practical,
          contentName: c.practical,
          endTime: at(c.endDays * DAY_MS),
          passScore: c.passScore,
          ...own,
        };
      }
      return {
        contentType: PhaseContentType.jobEvaluation,
        contentName: c.jobEvaluation,
        place: c.place,
        passScore: c.passScore,
        ...own,
      };
    };

    for (const task of tasks) {
      const [row] = await tx
        .insert(studyTask)
        .values({
          tenantId,
          enterpriseId,
          taskName: task.taskName,
          startTime: at(task.startDays * DAY_MS),
          endTime: at(task.endDays * DAY_MS),
          requiredFlag: task.requiredFlag,
          applyMode: task.apply ? 1 : 0,
        })
        .returning({ id: studyTask.id });
      if (!row) throw new Error(`seed: task ${task.taskName} not created`);
      const application = (state: keyof typeof APPLY, reason = '') => {
        if (!task.apply || state === 'none') return {};
        const when = at(-task.apply.daysAgo * DAY_MS);
        return {
          applyStatus: APPLY[state],
          applyTime: when,
          applyReason: state === 'rejected' ? reason : '',
          auditTime:
            state === 'approved' || state === 'rejected' ? at(-(task.apply.daysAgo / 2) * DAY_MS) : null,
        };
      };
      await tx.insert(studyTaskUser).values([
        {
          tenantId,
          enterpriseId,
          taskId: row.id,
          userId,
          ...application(task.apply?.status ?? 'none', task.apply?.reason),
        },
        ...task.colleagues.map((who) => ({
          tenantId,
          enterpriseId,
          taskId: row.id,
          userId: refs.user(company, who, FILE),
          ...application(task.apply?.colleagues ?? 'none'),
        })),
      ]);
      const assigned = new Set([company.learner, ...task.colleagues]);
      if (task.comments.length > 0) {
        await tx.insert(studyTaskComment).values(
          task.comments.map((c) => {
            if (!assigned.has(c.who))
              throw seedDataError(
                FILE,
                `${c.who} comments on ${task.taskName}, which is not assigned to them`,
              );
            return {
              tenantId,
              enterpriseId,
              taskId: row.id,
              userId: refs.user(company, c.who, FILE),
              content: c.content,
              gmtCreate: at(-c.hoursAgo * HOUR_MS),
            };
          }),
        );
      }
      for (const [sort, p] of task.phases.entries()) {
        const [phase] = await tx
          .insert(studyTaskPhase)
          .values({
            tenantId,
            taskId: row.id,
            phaseName: p.phaseName,
            sort,
            requirePrevious: p.requirePrevious ? 1 : 0,
          })
          .returning({ id: studyTaskPhase.id });
        if (!phase) throw new Error(`seed: phase ${p.phaseName} not created`);
        for (const [order, c] of p.contents.entries()) {
          const [made] = await tx
            .insert(studyTaskContent)
            .values({ tenantId, taskId: row.id, phaseId: phase.id, sort: order, ...rowOf(c) })
            .returning({ id: studyTaskContent.id });
          if (!made) throw new Error(`seed: a content of ${p.phaseName} not created`);
          const states = [
            ...('learner' in c && c.learner ? [{ ...c.learner, member: userId }] : []),
            ...('others' in c ? c.others : []).map((o) => ({
              ...o,
              member: refs.user(company, o.who, FILE),
            })),
          ];
          for (const state of states) {
            const when = at(-state.daysAgo * DAY_MS);
            const member = { tenantId, enterpriseId, userId: state.member };
            await tx.insert(studyTaskContentUser).values({
              ...member,
              contentId: made.id,
              taskId: row.id,
              status: STATUS[state.status],
              score: state.score ?? null,
              comment: state.comment ?? '',
              finishTime: state.status === 'underway' ? null : when,
              gmtCreate: when,
              gmtModified: when,
            });
            if (!state.answer) continue;
            const fileIds: string[] = [];
            for (const name of state.answer.files) {
              const content = demoFile(name);
              const [file] = await tx
                .insert(uploadFile)
                .values({
                  ...member,
                  fileName: name,
                  mimeType: name.endsWith('.png') ? 'image/png' : 'application/pdf',
                  fileSize: content.length,
                  content,
                  gmtCreate: when,
                })
                .returning({ id: uploadFile.id });
              if (file) fileIds.push(file.id);
            }
            await tx.insert(studyTaskPracticalAnswer).values({
              ...member,
              contentId: made.id,
              taskId: row.id,
              answerText: state.answer.text,
              fileIds,
              submitTime: when,
              gmtCreate: when,
              gmtModified: when,
            });
          }
        }
      }
    }
  }
}
