import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, id, pageOf, pageRequest } from './envelope';
import { CreditSource, creditRecordRoutes } from './record.routes';

export { CreditSource } from './record.routes';

export const creditSource = z.union([
  z.literal(CreditSource.course),
  z.literal(CreditSource.studyTask),
  z.literal(CreditSource.exam),
  z.literal(CreditSource.offlineCourse),
  z.literal(CreditSource.project),
  z.literal(CreditSource.carriedOver),
  z.literal(CreditSource.granted),
]);

/** Credit hours, kept to one decimal place. */
const hours = z.number();

export const creditRecord = z.object({
  id,
  sourceType: creditSource,
  /** The course, task, exam… it was earned in, or the reason of a grant. */
  sourceName: z.string(),
  creditHour: hours,
  /** The caller's total once this record counted: the newest record's equals the header's `creditHour`. */
  runningTotal: hours,
  gmtCreate: dateTime,
});
export type CreditRecord = z.infer<typeof creditRecord>;

export const creditSummary = z.object({
  /** All the caller's records together, the same figure as the signed-in user's `creditHour`. */
  creditHour: hours,
  /** Earned since 1 January of this year (by the gateway's calendar). */
  yearCreditHour: hours,
  recordCount: count,
});
export type CreditSummary = z.infer<typeof creditSummary>;

export const creditRecordApi = {
  page: endpoint({
    ...creditRecordRoutes.page,
    request: pageRequest.extend({ sourceType: creditSource.optional() }),
    response: pageOf(creditRecord),
  }),
  summary: endpoint({ ...creditRecordRoutes.summary, request: z.object({}), response: creditSummary }),
};
