import {
  assessUserList,
  evaluateCount,
  evaluationCourseResult,
  receivedEvaluation,
  receivedEvaluations,
} from '../../../services/api/offline-review';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/*
 * The lecturer's sections of a course they teach: which one is open and what it shows live in the address, so
 * the route's loader reads the open section's lists with the course (and a link or a reload opens it as left).
 */

export type TeachSection = 'assess' | 'evaluations' | 'attachments';

/** The address of a course page as its lecturer's sections read it (`tab` absent: assessing learners). */
export interface TeachSearch {
  tab?: 'evaluations' | 'attachments' | undefined;
  /** Assessing: only learners assessed (1) or not yet (0). */
  assessed?: 0 | 1 | undefined;
  /** Assessing: a learner's name or employee number. */
  keyword?: string | undefined;
  /** The page of the open section's list. */
  pageCurrent?: number | undefined;
  /** Evaluations: the one open in full. */
  evaluation?: number | string | undefined;
}

export const ASSESS_PAGE_SIZE = 10;
export const EVALUATIONS_PAGE_SIZE = 10;

const quiet = { isShowErrTip: false } as const;

type Read<F extends (...args: never[]) => Promise<unknown>> = Settled<Awaited<ReturnType<F>>>;

export interface EvaluationsData {
  summary: Settled<{
    count: Awaited<ReturnType<typeof evaluateCount>>;
    result: Awaited<ReturnType<typeof evaluationCourseResult>>;
  }>;
  list: Read<typeof receivedEvaluations>;
  /** The evaluation open in full, when the address names one. */
  detail: Read<typeof receivedEvaluation> | null;
}

export interface LecturerReviewData {
  section: TeachSection;
  search: TeachSearch;
  /** The open section's reads; the files' section keeps its list in its machine. */
  assess: Read<typeof assessUserList> | null;
  evaluations: EvaluationsData | null;
}

export async function lecturerReviewData(
  http: HttpClient,
  courseId: string,
  search: TeachSearch,
): Promise<LecturerReviewData> {
  const section: TeachSection = search.tab ?? 'assess';
  const page = search.pageCurrent ?? 1;
  if (section === 'assess') {
    const assess = await settle(
      http,
      assessUserList(
        http,
        {
          courseId,
          pageCurrent: page,
          pageSize: ASSESS_PAGE_SIZE,
          ...(search.assessed === undefined ? {} : { assessed: search.assessed }),
          ...(search.keyword ? { keyword: search.keyword } : {}),
        },
        quiet,
      ),
    );
    return { section, search, assess, evaluations: null };
  }
  if (section === 'attachments') return { section, search, assess: null, evaluations: null };
  const evaluationId = search.evaluation === undefined ? null : String(search.evaluation);
  const [summary, list, detail] = await Promise.all([
    settle(
      http,
      Promise.all([
        evaluateCount(http, { courseId }, quiet),
        evaluationCourseResult(http, { courseId }, quiet),
      ]),
    ).then((read) =>
      read.ok ? { ok: true as const, data: { count: read.data[0], result: read.data[1] } } : read,
    ),
    settle(
      http,
      receivedEvaluations(http, { courseId, pageCurrent: page, pageSize: EVALUATIONS_PAGE_SIZE }, quiet),
    ),
    evaluationId === null ? null : settle(http, receivedEvaluation(http, { courseId, evaluationId }, quiet)),
  ]);
  return { section, search, assess: null, evaluations: { summary, list, detail } };
}
