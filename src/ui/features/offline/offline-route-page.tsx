import { DeferredPanel } from '../../kit/app/deferred-panel';
import { loadOfflineList } from './offline-code';
import type { OfflineRouteData } from './offline-data';
import type { OfflineSearch } from './offline-params';
import { OfflinePage } from './offline-page';

/** `/knowledge/offcourse/{id}`: one course; without an id, the classroom courses (their code loads beside them). */
export function OfflineRoutePage({ data, search }: { data: OfflineRouteData; search: OfflineSearch }) {
  if (data.kind === 'course') return <OfflinePage data={data.data} search={search} />;
  return (
    <DeferredPanel load={loadOfflineList} wanted minHeight="60vh">
      {(list) => <list.OfflineList data={data.data} search={search} />}
    </DeferredPanel>
  );
}
