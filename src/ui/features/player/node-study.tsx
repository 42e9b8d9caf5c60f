import { Badge, Box, Button, Flex, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { createActor, type ActorRefFrom } from 'xstate';
import type { ContentNode, ImageTextWatch, ResourceWatch } from '../../../../contract/course';
import { ContentType, ResourceType } from '../../../../contract/course.routes';
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
import { imageTextWatch, resourceWatch } from '../../../services/api/course';
import { readToken } from '../../../services/cookies';
import { useHttp, useSession } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { SEPARATOR } from '../../kit/format/course-format';
import { CheckIcon } from './player-icons';
import type { StudyPort } from './study-port';

/* Each viewer is a chunk of its own: the route carries none of them, nor hls.js or pdf.js. */
const MediaViewer = lazy(() => import('./viewers/media-viewer').then((m) => ({ default: m.MediaViewer })));
const PdfViewer = lazy(() => import('./viewers/pdf-viewer').then((m) => ({ default: m.PdfViewer })));
const TextViewer = lazy(() => import('./viewers/text-viewer').then((m) => ({ default: m.TextViewer })));
const OfficeDownload = lazy(() =>
  import('./viewers/office-download').then((m) => ({ default: m.OfficeDownload })),
);
const ImageViewer = lazy(() => import('./viewers/image-viewer').then((m) => ({ default: m.ImageViewer })));
const ArchiveViewer = lazy(() =>
  import('./viewers/archive-viewer').then((m) => ({ default: m.ArchiveViewer })),
);
// The rich text's sanitiser comes beside the viewer, so the lesson shows as soon as the viewer does.
const ImageTextViewer = lazy(() =>
  Promise.all([
    import('./viewers/image-text-viewer'),
    import('../../kit/rich-text/sanitizer').then((m) => m.richTextReady()),
  ]).then(([m]) => ({ default: m.ImageTextViewer })),
);
const IdleDialog = lazy(() => import('./idle-dialog').then((m) => ({ default: m.IdleDialog })));

type Watched = { kind: 'resource'; watch: ResourceWatch } | { kind: 'imageText'; watch: ImageTextWatch };
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
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog onResume={() => actor.send({ type: 'idle.resume' })} />
    </Suspense>
  );
}

function Viewer({ watched, port }: { watched: Watched; port: StudyPort }) {
  if (watched.kind === 'imageText') return <ImageTextViewer watch={watched.watch} study={port} />;
  const w = watched.watch;
  switch (w.resourceType) {
    case ResourceType.video:
      return <MediaViewer watch={w} study={port} audio={false} />;
    case ResourceType.audio:
      return <MediaViewer watch={w} study={port} audio />;
    case ResourceType.image:
      return <ImageViewer watch={w} study={port} />;
    case ResourceType.archive:
      return <ArchiveViewer watch={w} study={port} />;
    default:
      if (w.pdfUrl !== null) return <PdfViewer url={w.pdfUrl} name={w.resourceName} study={port} />;
      if (w.docType === 'txt') return <TextViewer watch={w} study={port} />;
      return <OfficeDownload watch={w} study={port} />;
  }
}

/** Stands in while a viewer's chunk or its data loads: the same space, so nothing jumps. */
export function ViewerSkeleton() {
  return <Skeleton height={{ base: '56', md: '96' }} rounded="l3" aria-busy="true" />;
}

function Session({
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
      {port ? (
        <Suspense fallback={<ViewerSkeleton />}>
          <Viewer watched={watched} port={port} />
        </Suspense>
      ) : (
        <ViewerSkeleton />
      )}
      {actor ? <Idle actor={actor} /> : null}
    </Stack>
  );
}

/** The node's title as the page's heading. */
function NodeTitle({ name }: { name: string }) {
  return (
    <Heading as="h1" size={{ base: 'lg', md: 'xl' }} minWidth="0" wordBreak="break-word">
      {name}
    </Heading>
  );
}

/**
 * One node of the course open in the player: its watch call, the progress machine of this opening, the
 * viewer for its kind, the completion mark and the "still studying?" dialog. Reports go to `destination`
 * (the course player's call when absent); it must keep its identity while the node is open, as a new one
 * starts a new opening.
 */
export function NodeStudy({
  courseId,
  node,
  onSaved,
  destination,
}: {
  courseId: string;
  node: ContentNode;
  onSaved: (event: ProgressSavedEvent) => void;
  destination?: ReportDestination;
}) {
  const id = node.subResourceId;
  const data = useGatewayData<Watched>(`watch:${courseId}:${id}`, (http) =>
    node.contentType === ContentType.imageText
      ? imageTextWatch(http, { courseId, subResourceId: id }).then((watch) => ({ kind: 'imageText', watch }))
      : resourceWatch(http, { courseId, subResourceId: id }).then((watch) => ({ kind: 'resource', watch })),
  );
  const title = <NodeTitle name={node.subResourceName} />;
  if (data.loading) {
    return (
      <Stack gap="4">
        {title}
        <ViewerSkeleton />
      </Stack>
    );
  }
  if (data.error !== null || !data.data) {
    return (
      <Stack gap="4">
        {title}
        <Box role="alert" borderWidth="1px" rounded="l3" p="6">
          <Stack gap="3" align="flex-start">
            <Text color="fg.error">{data.error}</Text>
            <Button size="sm" variant="outline" onClick={data.reload}>
              <FormattedMessage id="app.retry" />
            </Button>
          </Stack>
        </Box>
      </Stack>
    );
  }
  return (
    <Session
      courseId={courseId}
      watched={data.data}
      title={title}
      onSaved={onSaved}
      destination={destination}
    />
  );
}
