import { Badge, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { createActor, type ActorRefFrom } from 'xstate';
import type { ImageTextWatch, ResourceWatch } from '../../../../contract/course';
import { ResourceType } from '../../../../contract/course.routes';
import type { KeyValueStorage } from '../../../machines/shared/storage';
import { selectUser } from '../../../machines/session/session.selectors';
import { progressKindOf } from '../../../machines/task-progress/progress-rules';
import type { ReportDestination } from '../../../machines/task-progress/report-destination';
import {
  createBeacon,
  createTaskProgressImplementations,
} from '../../../machines/task-progress/task-progress.actors';
import { taskProgressMachine } from '../../../machines/task-progress/task-progress.machine';
import {
  selectFinished,
  selectIdle,
  selectProgress,
  selectSaveStatus,
} from '../../../machines/task-progress/task-progress.selectors';
import type {
  ProgressSavedEvent,
  TaskProgressInput,
} from '../../../machines/task-progress/task-progress.types';
import { readToken } from '../../../services/cookies';
import { useHttp, useSession } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { DeferredDialog, inPlace, preload, whenIdle, type Loader } from '../../kit/app/on-demand';
import { SEPARATOR } from '../../kit/format/course-format';
import { CheckIcon } from './player-icons';
import { ViewerSkeleton } from './viewer-skeleton';
import type { StudyPort } from './study-port';

/*
 * One opening of a node, loaded once the page shows the node (beside its watch call, which it needs anyway):
 * the progress machine, its reports and queue. Each viewer is a chunk of its own, loaded for the node's kind:
 * neither the route nor this chunk carries hls.js or pdf.js.
 */
const loadMediaViewer = inPlace(() => import('./viewers/media-viewer'));
const loadPdfViewer = inPlace(() => import('./viewers/pdf-viewer'));
const loadTextViewer = inPlace(() => import('./viewers/text-viewer'));
const loadOfficeDownload = inPlace(() => import('./viewers/office-download'));
const loadImageViewer = inPlace(() => import('./viewers/image-viewer'));
const loadArchiveViewer = inPlace(() => import('./viewers/archive-viewer'));
// Rich text: the sanitiser comes with the viewer, so the page is in its first render.
const loadImageTextViewer = inPlace(() =>
  Promise.all([
    import('./viewers/image-text-viewer'),
    import('../../kit/rich-text/sanitizer').then((m) => m.richTextReady()),
  ]).then(([m]) => m),
);
const loadIdleDialog = inPlace(() => import('./idle-dialog'));

export type Watched =
  { kind: 'resource'; watch: ResourceWatch } | { kind: 'imageText'; watch: ImageTextWatch };
type StudyActor = ActorRefFrom<typeof taskProgressMachine>;

/** A storage that forgets: where the browser refuses `localStorage` (some sandboxed frames). */
function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

/** The machine's input from what the watch call answered. */
function studyInput(
  courseId: string,
  watched: Watched,
): Omit<TaskProgressInput, 'userId' | 'now' | 'storage' | 'beacon'> {
  if (watched.kind === 'imageText') {
    const w = watched.watch;
    return {
      courseId,
      subResourceId: w.subResourceId,
      kind: 'dwell',
      duration: 0,
      pageCount: 0,
      dwellSeconds: w.dwellSeconds,
      dragFlag: 1,
      position: 0,
      maxPosition: 0,
      studySeconds: w.studySeconds,
      studyProgress: w.studyProgress,
      finished: w.finished === 1,
    };
  }
  const w = watched.watch;
  return {
    courseId,
    subResourceId: w.subResourceId,
    kind: progressKindOf(w),
    duration: w.totalDuration,
    pageCount: w.pageCount,
    dwellSeconds: w.dwellSeconds,
    dragFlag: w.dragFlag,
    position: w.position,
    maxPosition: w.maxPosition,
    studySeconds: w.studySeconds,
    studyProgress: w.studyProgress,
    finished: w.finished === 1,
  };
}

/** Holds the actor of the current opening for the view; the effect that owns the actor fills it. */
function createActorSlot() {
  let actor: StudyActor | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => actor,
    set(next: StudyActor) {
      actor = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * One actor per opening of a node, created and started by an effect rather than `useActorRef`: leaving the
 * node must make its last report before the actor stops, and a stopped actor never starts again (Strict
 * Mode's second run gets an actor of its own).
 */
function useStudyActor(
  input: Omit<TaskProgressInput, 'userId' | 'now' | 'storage' | 'beacon'>,
  onSaved: (event: ProgressSavedEvent) => void,
  destination: ReportDestination | undefined,
): StudyActor | null {
  const http = useHttp();
  const userId = useSelector(useSession(), (s) => selectUser(s)?.id ?? '0');
  const [slot] = useState(createActorSlot);
  const actor = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  const saved = useEffectEvent(onSaved);
  useEffect(() => {
    const env = { document, window, navigator, now: () => Date.now() };
    const implementations = createTaskProgressImplementations(http, env, destination);
    const next = createActor(taskProgressMachine.provide(implementations), {
      input: {
        ...input,
        userId,
        now: () => Date.now(),
        storage: browserStorage(),
        beacon: createBeacon({
          sendBeacon: (url, data) => navigator.sendBeacon(url, data),
          token: readToken,
        }),
      },
      ...actorOptions(),
    });
    const subscription = next.on('progress.saved', (event) => saved(event));
    next.start();
    slot.set(next);
    return () => {
      next.send({ type: 'node.leave' });
      subscription.unsubscribe();
      next.stop();
    };
  }, [http, input, userId, slot, destination]);
  return actor;
}

function SaveStatusLine({ actor }: { actor: StudyActor }) {
  const { status, waiting } = useSelector(
    actor,
    selectSaveStatus,
    (a, b) => a.status === b.status && a.waiting === b.waiting,
  );
  const progress = useSelector(actor, selectProgress);
  return (
    <Text
      textStyle="sm"
      color={status === 'offline' || status === 'retrying' ? 'fg.warning' : 'fg.muted'}
      aria-live="polite"
    >
      <FormattedMessage id="player.progress.mine" values={{ progress }} />
      {SEPARATOR}
      <FormattedMessage id={`player.save.${status}`} values={{ count: waiting }} />
    </Text>
  );
}

function FinishedMark({ actor }: { actor: StudyActor }) {
  const finished = useSelector(actor, selectFinished);
  if (!finished) return null;
  return (
    <Badge colorPalette="green" variant="solid" size="lg" data-testid="node-finished">
      <CheckIcon aria-hidden />
      <FormattedMessage id="player.node.finished" />
    </Badge>
  );
}

function Idle({ actor }: { actor: StudyActor }) {
  const idle = useSelector(actor, selectIdle);
  // Fetched while the learner studies, so the question is there the moment they go quiet.
  useEffect(() => whenIdle(() => preload(loadIdleDialog)), []);
  return (
    <DeferredDialog load={loadIdleDialog} open={idle}>
      {({ IdleDialog }) =>
        idle ? <IdleDialog onResume={() => actor.send({ type: 'idle.resume' })} /> : null
      }
    </DeferredDialog>
  );
}

/** A viewer's code, loaded for the node's kind; a failed download is said in its place while the opening goes on. */
function OnDemandViewer<T>({ load, children }: { load: Loader<T>; children: (module: T) => ReactNode }) {
  return (
    <DeferredPanel load={load} wanted placeholder={<ViewerSkeleton />}>
      {children}
    </DeferredPanel>
  );
}

function Viewer({ watched, port }: { watched: Watched; port: StudyPort }) {
  if (watched.kind === 'imageText') {
    return (
      <OnDemandViewer load={loadImageTextViewer}>
        {({ ImageTextViewer }) => <ImageTextViewer watch={watched.watch} study={port} />}
      </OnDemandViewer>
    );
  }
  const w = watched.watch;
  switch (w.resourceType) {
    case ResourceType.video:
    case ResourceType.audio:
      return (
        <OnDemandViewer load={loadMediaViewer}>
          {({ MediaViewer }) => (
            <MediaViewer watch={w} study={port} audio={w.resourceType === ResourceType.audio} />
          )}
        </OnDemandViewer>
      );
    case ResourceType.image:
      return (
        <OnDemandViewer load={loadImageViewer}>
          {({ ImageViewer }) => <ImageViewer watch={w} study={port} />}
        </OnDemandViewer>
      );
    case ResourceType.archive:
      return (
        <OnDemandViewer load={loadArchiveViewer}>
          {({ ArchiveViewer }) => <ArchiveViewer watch={w} study={port} />}
        </OnDemandViewer>
      );
    default: {
      const pdfUrl = w.pdfUrl;
      if (pdfUrl !== null) {
        return (
          <OnDemandViewer load={loadPdfViewer}>
            {({ PdfViewer }) => <PdfViewer url={pdfUrl} name={w.resourceName} study={port} />}
          </OnDemandViewer>
        );
      }
      if (w.docType === 'txt') {
        return (
          <OnDemandViewer load={loadTextViewer}>
            {({ TextViewer }) => <TextViewer watch={w} study={port} />}
          </OnDemandViewer>
        );
      }
      return (
        <OnDemandViewer load={loadOfficeDownload}>
          {({ OfficeDownload }) => <OfficeDownload watch={w} study={port} />}
        </OnDemandViewer>
      );
    }
  }
}

/** One opening of a node: its progress machine, the viewer for its kind and the "still studying?" dialog. */
export function Session({
  courseId,
  watched,
  title,
  onSaved,
  destination,
}: {
  courseId: string;
  watched: Watched;
  title: ReactNode;
  onSaved: (event: ProgressSavedEvent) => void;
  destination: ReportDestination | undefined;
}) {
  const [input] = useState(() => studyInput(courseId, watched));
  const actor = useStudyActor(input, onSaved, destination);
  const port = useMemo<StudyPort | null>(
    () =>
      actor && {
        send: (event) => actor.send(event),
        position: actor.getSnapshot().context.position,
        furthest: () => actor.getSnapshot().context.furthest,
        dragAllowed: actor.getSnapshot().context.dragAllowed,
      },
    [actor],
  );
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap" minWidth="0">
          {title}
          {actor ? <FinishedMark actor={actor} /> : null}
        </HStack>
        {actor ? <SaveStatusLine actor={actor} /> : null}
      </Flex>
      {port ? <Viewer watched={watched} port={port} /> : <ViewerSkeleton />}
      {actor ? <Idle actor={actor} /> : null}
    </Stack>
  );
}
