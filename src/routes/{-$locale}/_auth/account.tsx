import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, accountTabReady } from '../../../ui/pages/account-page';
import { accountPageData } from '../../../ui/pages/account-page-data';
import { readAccountSearch, type AccountSearch } from '../../../ui/pages/account-search';
import { messagesLoader } from '../../../ui/kit/locale/messages';
import { richTextReady } from '../../../ui/kit/rich-text/sanitizer';

export const Route = createFileRoute('/{-$locale}/_auth/account')({
  // Read strictly by the page's own reader in its loader and view, out of the start-up code.
  validateSearch: (raw: Record<string, unknown>): AccountSearch => raw as unknown as AccountSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: raw, params, preload }) => {
    const deps = readAccountSearch(raw as Record<string, unknown>);
    const [, data] = await Promise.all([
      // The surveys tab speaks the survey area's messages; my tasks shares the dashboard's task wording.
      deps.change === 1
        ? messagesLoader(['account', 'survey', 'home'])({ params })
        : messagesLoader(['account', 'survey'])({ params }),
      accountPageData(context.http, deps, preload),
      // The tab's own code, and an opened announcement's rich text, come beside the data.
      accountTabReady(deps),
      deps.change === 6 && deps.id !== undefined ? richTextReady() : undefined,
    ]);
    return data;
  },
  // 0: what the tabs list changes on the pages they open (an opened announcement is read, an answered survey
  // moves), so a tab seen before shows while it reads again; a preloaded tab still opens without a read.
  staleTime: 0,
  // A preload leaves out an announcement itself (reading it marks it read): opening it always reads it.
  shouldReload: ({ deps, preload }) =>
    !preload && Number(deps.change) === 6 && deps.id !== undefined ? true : undefined,
  component: AccountRoute,
});

function AccountRoute() {
  const { change } = readAccountSearch(Route.useSearch() as Record<string, unknown>);
  return <AccountPage change={change} data={Route.useLoaderData()} />;
}
