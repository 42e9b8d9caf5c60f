import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, id, pageOf, pageRequest } from './envelope';
import { SEARCH_TYPES, SearchType } from './search-type';
import { searchRoutes } from './search.routes';

export const searchType = z.union(
  SEARCH_TYPES.map((value) => z.literal(value)) as [z.ZodLiteral<SearchType>, ...z.ZodLiteral<SearchType>[]],
);

/** The keyword: 1–50 characters after trimming (spec §5: it must not be empty). */
export const searchKeywordRule = z
  .string({ message: 'search.keywordRequired' })
  .trim()
  .min(1, { message: 'search.keywordRequired' })
  .max(50, { message: 'search.keywordTooLong' });

/** One thing found. `type` is the section it belongs to (never 1); `id` opens it in that section. */
export const searchHit = z.object({
  type: searchType,
  id,
  title: z.string(),
  /** Plain text around the first match (or the opening of the content). */
  summary: z.string(),
  /** Who published it, when known. */
  source: z.string(),
  gmtCreate: dateTime,
  /** Where the hit lives when its section has more than one home: news are announcements or community articles. */
  origin: z.enum(['announcement', 'community']).optional(),
});
export type SearchHit = z.infer<typeof searchHit>;

const searchRequest = z.object({ str: searchKeywordRule, type: searchType.default(SearchType.default) });

export const searchApi = {
  /** Results of one section, or of every section for type 1, newest first. */
  page: endpoint({
    ...searchRoutes.page,
    request: pageRequest.extend(searchRequest.shape),
    response: pageOf(searchHit),
  }),
  /** How many results each section has for the keyword (every section, zero included). */
  count: endpoint({
    ...searchRoutes.count,
    request: z.object({ str: searchKeywordRule }),
    response: z.object({
      totalCount: z.number().int(),
      typeList: z.array(z.object({ type: searchType, count: z.number().int() })),
    }),
  }),
};
