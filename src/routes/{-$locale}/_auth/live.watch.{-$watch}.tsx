import { createFileRoute, notFound } from '@tanstack/react-router';
import { LiveRoomPage } from '../../../ui/features/live/live-room-page';
import { messagesLoader } from '../../../ui/kit/locale/messages';

/**
 * `/live/watch/{watch}`: one live room of the caller's company; `watch` is the room's id. Declared optional,
 * like the other id routes of the signed-in layout: the router's types drop a required parameter that follows
 * the optional locale here. A missing or mangled id is a page that does not exist.
 */
export const Route = createFileRoute('/{-$locale}/_auth/live/watch/{-$watch}')({
  params: {
    parse: (raw): { watch?: string } => {
      if (raw.watch === undefined || !/^[1-9][0-9]{0,18}$/.test(raw.watch)) throw notFound();
      return { watch: raw.watch };
    },
    stringify: (params) => ({ watch: params.watch }),
  },
  loader: messagesLoader(['live']),
  component: LiveRoomRoute,
});

function LiveRoomRoute() {
  const { watch } = Route.useParams();
  // Another room is another flow: a fresh actor, not the old one's counts.
  return <LiveRoomPage key={watch} id={watch ?? ''} />;
}
