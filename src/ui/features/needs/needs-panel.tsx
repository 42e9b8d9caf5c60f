import type { NeedsData } from './needs-data';
import { NeedsCollection } from './needs-collection';
import { NeedsList } from './needs-list';

/**
 * The account centre's training needs (`change=9`): the company's collections, or one opened (`id`) to fill in,
 * read back and change. Its code loads with the tab.
 */
export function NeedsPanel({ data }: { data: NeedsData }) {
  return data.kind === 'one' ? <NeedsCollection data={data} /> : <NeedsList data={data} />;
}
