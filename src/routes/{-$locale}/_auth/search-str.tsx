import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SearchType, isSearchType } from '../../../../contract/search-type';
import { SearchPage } from '../../../ui/search/search-page';

/** `search-str?str=…&type=…&page=…`; an unknown type falls back to everything, a bad page to the first. */
const search = z.object({
  str: z.string().max(200).catch(''),
  type: z.coerce
    .number()
    .refine(isSearchType)
    .transform((value) => value as SearchType)
    .catch(SearchType.default),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export const Route = createFileRoute('/{-$locale}/_auth/search-str')({
  validateSearch: search,
  component: SearchRoute,
});

function SearchRoute() {
  const { str, type, page } = Route.useSearch();
  return <SearchPage str={str} type={type} page={page ?? 1} />;
}
