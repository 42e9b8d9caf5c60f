import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Image,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveView } from '../../../../contract/live';
import { LiveStatus } from '../../../../contract/live.routes';
import {
  selectCountdown,
  selectError,
  selectIsConnecting,
  selectIsFailed,
  selectIsFinished,
  selectIsLive,
  selectIsLoading,
  selectIsNotStarted,
  selectIsPlaying,
  selectIsReplayPending,
  selectReplay,
  selectRoom,
  selectStreamUrl,
} from '../../../machines/live-room/live-room.selectors';
import { resumeAt } from '../../../machines/live-room/live-room.rules';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { StreamVideo } from './stream-video';
import { useLiveRoom, type LiveRoomActor } from './use-live-room';

const STATUS: Record<LiveStatus, { key: string; palette: string }> = {
  [LiveStatus.notStarted]: { key: 'live.status.notStarted', palette: 'blue' },
  [LiveStatus.live]: { key: 'live.status.live', palette: 'red' },
  [LiveStatus.replayPending]: { key: 'live.status.replayPending', palette: 'gray' },
  [LiveStatus.finished]: { key: 'live.status.finished', palette: 'green' },
};

/** "2026-05-01 09:50:00" → "2026-05-01 09:50": seconds say nothing about a session's schedule. */
const minutes = (time: string) => time.slice(0, 16);
const pad = (n: number) => String(n).padStart(2, '0');
/** Seconds as m:ss (or h:mm:ss). */
function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

function BackLink() {
  const locale = useLocaleParam();
  return (
    <Link asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to="/{-$locale}/knowledge" params={{ locale }}>
        <FormattedMessage id="live.back" />
      </RouterLink>
    </Link>
  );
}

function RoomHeader({ room }: { room: LiveView }) {
  const status = STATUS[room.liveStatus];
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Badge
          size="md"
          variant={room.liveStatus === LiveStatus.live ? 'solid' : 'subtle'}
          colorPalette={status.palette}
        >
          {room.liveStatus === LiveStatus.live ? (
            <Box as="span" width="2" height="2" rounded="full" bg="white" aria-hidden />
          ) : null}
          <FormattedMessage id={status.key} />
        </Badge>
        <Text as="span" textStyle="sm" color="fg.muted">
          <FormattedMessage id="live.viewers" values={{ count: room.viewerCount }} />
        </Text>
      </HStack>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {room.liveName}
      </Heading>
      <HStack gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
        {room.lecturerName ? (
          <span>
            <FormattedMessage id="live.lecturer" values={{ name: room.lecturerName }} />
          </span>
        ) : null}
        <span>
          <FormattedMessage
            id="live.time"
            values={{ start: minutes(room.startTime), end: minutes(room.endTime) }}
          />
        </span>
      </HStack>
    </Stack>
  );
}

/** The stage's backdrop when there is no video: the room's cover, dimmed, with a message over it. */
function CoverStage({ room, children }: { room: LiveView; children: ReactNode }) {
  return (
    <Box position="relative" width="full" height="full" bg="gray.900" color="white">
      {room.cover ? (
        <Image
          src={room.cover}
          alt=""
          position="absolute"
          inset="0"
          width="full"
          height="full"
          objectFit="cover"
          opacity={0.35}
        />
      ) : null}
      <Stack position="absolute" inset="0" align="center" justify="center" gap="3" p="4" textAlign="center">
        {children}
      </Stack>
    </Box>
  );
}

function Countdown({ actor, room }: { actor: LiveRoomActor; room: LiveView }) {
  const intl = useIntl();
  const parts = useSelector(actor, selectCountdown, (a, b) => a.total === b.total);
  const time = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return (
    <CoverStage room={room}>
      <Text textStyle="md" fontWeight="medium">
        <FormattedMessage id="live.countdown.label" />
      </Text>
      {/* Redrawn every second: read on demand, not announced each time. */}
      <Text
        role="timer"
        aria-live="off"
        aria-label={intl.formatMessage(
          { id: 'live.countdown.aria' },
          { days: parts.days, hours: parts.hours, minutes: parts.minutes, seconds: parts.seconds },
        )}
        fontSize={{ base: '3xl', md: '5xl' }}
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        lineHeight="1"
      >
        {parts.total > 0 ? (
          <>
            {parts.days > 0 ? (
              <FormattedMessage id="live.countdown.days" values={{ count: parts.days }}>
                {(text) => (
                  <Box as="span" me="3">
                    {text}
                  </Box>
                )}
              </FormattedMessage>
            ) : null}
            {time}
          </>
        ) : (
          <FormattedMessage id="live.countdown.starting" />
        )}
      </Text>
      <Text textStyle="sm" opacity={0.85}>
        <FormattedMessage id="live.countdown.startsAt" values={{ time: minutes(room.startTime) }} />
      </Text>
    </CoverStage>
  );
}

function Stage({ actor, room }: { actor: LiveRoomActor; room: LiveView }) {
  const intl = useIntl();
  const notStarted = useSelector(actor, selectIsNotStarted);
  const live = useSelector(actor, selectIsLive);
  const pending = useSelector(actor, selectIsReplayPending);
  const finished = useSelector(actor, selectIsFinished);
  const connecting = useSelector(actor, selectIsConnecting);
  const failed = useSelector(actor, selectIsFailed);
  const playing = useSelector(actor, selectIsPlaying);
  const streamUrl = useSelector(actor, selectStreamUrl);
  const replay = useSelector(actor, selectReplay);
  const error = useSelector(actor, selectError);
  // The note "resumes at …" stays until the replay has played once.
  const [played, setPlayed] = useState(false);
  const send = actor.send.bind(actor);
  const startAt = replay ? resumeAt(replay.position, replay.totalDuration) : 0;
  const video = {
    onPlaying: () => {
      setPlayed(true);
      send({ type: 'video.playing' });
    },
    onPause: () => send({ type: 'video.pause' }),
    onError: () => send({ type: 'video.error' }),
  };

  let body: ReactNode = null;
  if (failed) {
    body = (
      <CoverStage room={room}>
        <Box width="full" maxWidth="md" color="fg">
          <ErrorAlert
            message={error || intl.formatMessage({ id: 'live.playbackFailed' })}
            action={
              <Button size="sm" variant="outline" onClick={() => send({ type: 'retry' })}>
                <FormattedMessage id="live.retry" />
              </Button>
            }
          />
        </Box>
      </CoverStage>
    );
  } else if (notStarted) {
    body = <Countdown actor={actor} room={room} />;
  } else if (pending) {
    body = (
      <CoverStage room={room}>
        <Stack role="status" gap="2" align="center">
          <Text textStyle="lg" fontWeight="semibold">
            <FormattedMessage id="live.replayPending.title" />
          </Text>
          <Text textStyle="sm" maxWidth="md">
            <FormattedMessage id="live.replayPending.body" />
          </Text>
        </Stack>
      </CoverStage>
    );
  } else if (live && streamUrl && !connecting) {
    body = (
      <StreamVideo
        src={streamUrl}
        live
        label={intl.formatMessage({ id: 'live.player.live' }, { name: room.liveName })}
        {...video}
      />
    );
  } else if (finished && replay && !connecting) {
    body = (
      <Box position="relative" width="full" height="full">
        <StreamVideo
          src={replay.url}
          live={false}
          startAt={startAt}
          label={intl.formatMessage({ id: 'live.player.replay' }, { name: room.liveName })}
          onTime={(position) => send({ type: 'video.time', position })}
          onEnded={() => send({ type: 'video.ended' })}
          {...video}
        />
        {startAt > 0 && !played && !playing ? (
          <Badge
            position="absolute"
            top="3"
            insetStart="3"
            colorPalette="gray"
            variant="solid"
            pointerEvents="none"
          >
            <FormattedMessage id="live.replay.resume" values={{ time: clock(startAt) }} />
          </Badge>
        ) : null}
      </Box>
    );
  } else {
    body = (
      <CoverStage room={room}>
        <Text role="status" textStyle="sm">
          <FormattedMessage id="live.connecting" />
        </Text>
      </CoverStage>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} width="full" rounded="l3" overflow="hidden" bg="black">
      <Box>{body}</Box>
    </AspectRatio>
  );
}

function LiveRoomView({ actor }: { actor: LiveRoomActor }) {
  const intl = useIntl();
  const room = useSelector(actor, selectRoom);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectIsFailed);
  const error = useSelector(actor, selectError);
  useDocumentTitle(room?.liveName ?? intl.formatMessage({ id: 'live.watch.title' }));

  if (!room) {
    if (failed) {
      return (
        <Stack gap="4">
          <BackLink />
          <ErrorAlert
            message={error || intl.formatMessage({ id: 'http.unknownError' })}
            action={
              <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'retry' })}>
                <FormattedMessage id="live.retry" />
              </Button>
            }
          />
        </Stack>
      );
    }
    return <RoomSkeleton busy={loading} />;
  }
  return (
    <Stack gap="5" maxWidth="5xl" mx="auto" width="full">
      <BackLink />
      <RoomHeader room={room} />
      <Box as="section" aria-label={intl.formatMessage({ id: 'live.stage' })}>
        <Stage actor={actor} room={room} />
      </Box>
      <Card.Root as="section" rounded="l3" aria-labelledby="live-introduce-heading">
        <Card.Body gap="2">
          <Heading as="h2" size="md" id="live-introduce-heading">
            <FormattedMessage id="live.introduce" />
          </Heading>
          <Text whiteSpace="pre-line" color={room.introduce ? undefined : 'fg.muted'}>
            {room.introduce || <FormattedMessage id="live.noIntroduce" />}
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function RoomSkeleton({ busy }: { busy: boolean }) {
  return (
    <Stack gap="5" maxWidth="5xl" mx="auto" width="full" aria-busy={busy}>
      <Skeleton height="5" width="24" />
      <Skeleton height="10" width="2/3" />
      <Skeleton aspectRatio={16 / 9} rounded="l3" />
    </Stack>
  );
}

/** `/live/watch/{watch}`: one live room — the countdown, the live stream, the wait for a replay, or the replay. */
export function LiveRoomPage({ id }: { id: string }) {
  const actor = useLiveRoom(id);
  if (!actor) return <RoomSkeleton busy />;
  return <LiveRoomView actor={actor} />;
}
