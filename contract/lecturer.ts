import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, id, pageOf, pageRequest } from './envelope';
import { COURSE_KEYWORD_MAX, MARK_MAX } from './course.routes';
import { lecturerRoutes } from './lecturer.routes';

export const lecturerCard = z.object({
  id,
  lecturerName: z.string(),
  headImg: z.string(),
  position: z.string(),
  /** Plain text. */
  introduce: z.string(),
  /** Enabled courses. */
  courseCount: count,
  /** Members who have started any of them. */
  studyCount: count,
  /** Average rating over the lecturer's courses, one decimal; 0 while none is rated. */
  markScore: z.number().min(0).max(MARK_MAX),
});
export type LecturerCard = z.infer<typeof lecturerCard>;

export const lecturerRankItem = lecturerCard.extend({ rank: z.number().int().min(1) });
export type LecturerRankItem = z.infer<typeof lecturerRankItem>;

export const lecturerDetail = lecturerCard.extend({
  /** Place in the lecturer rank. */
  rank: z.number().int().min(1),
});
export type LecturerDetail = z.infer<typeof lecturerDetail>;

export const lecturerApi = {
  infoPage: endpoint({ ...lecturerRoutes.infoPage, request: pageRequest, response: pageOf(lecturerCard) }),
  queryPage: endpoint({
    ...lecturerRoutes.queryPage,
    request: pageRequest.extend({
      keyword: z.string().trim().min(1, { message: 'lecturer.keywordEmpty' }).max(COURSE_KEYWORD_MAX),
    }),
    response: pageOf(lecturerCard),
  }),
  rank: endpoint({ ...lecturerRoutes.rank, request: pageRequest, response: pageOf(lecturerRankItem) }),
  detailView: endpoint({ ...lecturerRoutes.detailView, request: z.object({ id }), response: lecturerDetail }),
};
