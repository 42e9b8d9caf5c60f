import { createFileRoute } from '@tanstack/react-router';
import { SearchType, isSearchType } from '../../../../contract/search-type';
import { intParam, textParam } from '../../../ui/kit/navigation/search-params';
import { searchData } from '../../../ui/features/search/search-data';
import { SearchPage } from '../../../ui/features/search/search-page';

interface SearchStrSearch {
  str: string;
  type: SearchType;
  page?: number;
}

/**
 * `search-str?str=…&type=…&page=…`; an unknown type falls back to everything, a bad page to the first. A
 * keyword that looks like a number arrives as one and is read back as text.
 */
const search = (raw: Record<string, unknown>): SearchStrSearch => {
  const type = intParam(raw.type, 1, 8);
  return {
    str: typeof raw.str === 'number' ? String(raw.str) : (textParam(raw.str, 200) ?? ''),
    type: isSearchType(type) ? type : SearchType.default,
    page: intParam(raw.page, 1, 100_000),
  };
};

export const Route = createFileRoute('/{-$locale}/_auth/search-str')({
  validateSearch: search,
  loaderDeps: ({ search: { str, type, page } }) => ({ str, type, page: page ?? 1 }),
  loader: ({ context, deps }) => searchData(context.http, deps),
  // Results change only as content is published: 30 s of preloaded or shown hits is fine.
  staleTime: 30_000,
  component: SearchRoute,
});

function SearchRoute() {
  const { str, type, page } = Route.useSearch();
  return <SearchPage str={str} type={type} page={page ?? 1} data={Route.useLoaderData()} />;
}
