import { useMemo, useSyncExternalStore } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import {
  createLiveRoomImplementations,
  createUnloadLeave,
} from '../../../machines/live-room/live-room.actors';
import { liveRoomMachine } from '../../../machines/live-room/live-room.machine';
import { readToken } from '../../../services/cookies';
import type { HttpClient } from '../../../services/http';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';

export type LiveRoomActor = ActorRefFrom<typeof liveRoomMachine>;

/**
 * The room's actor as an outside resource the page subscribes to: it starts when the page subscribes and,
 * when the page lets go, reports the seconds watched and stops. A stopped actor never starts again, so each
 * subscription (Strict Mode subscribes twice) gets an actor of its own.
 */
function liveRoomSource(http: HttpClient, roomId: string) {
  let actor: LiveRoomActor | null = null;
  return {
    subscribe(onChange: () => void): () => void {
      const unloadLeave = createUnloadLeave({
        fetch: (url, init) => fetch(url, init),
        token: readToken,
        // `<html lang>` follows the page's language, also after a switch on this page.
        locale: () => document.documentElement.lang || 'zh',
      });
      const next = createActor(liveRoomMachine.provide(createLiveRoomImplementations(http, unloadLeave)), {
        input: { roomId, now: () => Date.now() },
        ...actorOptions(),
      });
      // The document going away for good (a closed tab, a reload, another site) reports with a keep-alive
      // request; leaving for another page of the portal unsubscribes, and reports through the http client.
      const onPageHide = () => next.send({ type: 'page.leave', unloading: true });
      window.addEventListener('pagehide', onPageHide);
      next.start();
      actor = next;
      onChange();
      return () => {
        window.removeEventListener('pagehide', onPageHide);
        next.send({ type: 'page.leave', unloading: false });
        next.stop();
        if (actor === next) actor = null;
      };
    },
    current: (): LiveRoomActor | null => actor,
  };
}

/** The actor of one opening of a room, or null until the page has subscribed. */
export function useLiveRoom(roomId: string): LiveRoomActor | null {
  const http = useHttp();
  const source = useMemo(() => liveRoomSource(http, roomId), [http, roomId]);
  return useSyncExternalStore(source.subscribe, source.current, () => null);
}
