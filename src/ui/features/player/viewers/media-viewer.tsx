import { Box, Button, Group, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResourceWatch } from '../../../../../contract/course';
import { attachHlsPlayer } from '../../../kit/media/hls-player';
import { clampSeek } from '../../../../machines/task-progress/progress-rules';
import type { StudyPort } from '../study-port';
import { PLAYBACK_RATES, planSource } from '../viewer-rules';

/** How long the "you cannot skip ahead" note stays. */
const NOTICE_MS = 4_000;

/**
 * Attaches the best source to the element: HLS natively (Safari), else hls.js (loaded only now), else the file
 * rendition. Returns how to let go of it.
 */
function attachSource(media: HTMLMediaElement, watch: ResourceWatch, onFailure: () => void): () => void {
  const plan = planSource(watch.playUrls, media.canPlayType('application/vnd.apple.mpegurl') !== '');
  let detach = () => {};
  if (plan.kind === 'native' || plan.kind === 'file') media.src = plan.url;
  else if (plan.kind === 'none') onFailure();
  else {
    // Without hls.js, or when it fails, the file rendition plays instead where there is one.
    detach = attachHlsPlayer(media, plan.url, {
      onFailure: () => {
        if (plan.fallback) media.src = plan.fallback;
        else onFailure();
      },
    });
  }
  return () => {
    detach();
    media.removeAttribute('src');
    media.load();
  };
}

/**
 * Video and audio: the browser's own controls, a speed choice, resume where the learner left off, and — when
 * the course forbids skipping ahead — seeking past the furthest point reached snaps back with a short note.
 */
export function MediaViewer({
  watch,
  study,
  audio,
}: {
  watch: ResourceWatch;
  study: StudyPort;
  audio: boolean;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [rate, setRate] = useState(1);
  const [notice, setNotice] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    /** Time updates count only once the resume seek is done: before it the element says 0. */
    let ready = false;
    let noticeTimer: ReturnType<typeof setTimeout> | undefined;
    const release = attachSource(media, watch, () => setFailed(true));

    const onMetadata = () => {
      const resume = study.position;
      // Resuming at the very end would only replay the end: start over instead.
      if (resume > 0 && (!Number.isFinite(media.duration) || resume < media.duration - 1)) {
        media.currentTime = resume;
      }
      ready = true;
    };
    const onTime = () => {
      if (ready && !media.seeking) study.send({ type: 'media.time', position: media.currentTime });
    };
    const onSeeking = () => {
      if (!ready) return;
      const back = clampSeek(media.currentTime, study.furthest(), study.dragAllowed);
      if (back === null) return;
      media.currentTime = back;
      setNotice(true);
      clearTimeout(noticeTimer);
      noticeTimer = setTimeout(() => setNotice(false), NOTICE_MS);
    };
    const onSeeked = () => {
      if (ready) study.send({ type: 'media.seeked', position: media.currentTime });
    };
    const onPlay = () => study.send({ type: 'media.play' });
    const onPause = () => {
      if (!media.ended) study.send({ type: 'media.pause' });
    };
    const onEnded = () => study.send({ type: 'media.ended', position: media.currentTime });
    const onError = () => {
      if (media.getAttribute('src')) setFailed(true);
    };

    media.addEventListener('loadedmetadata', onMetadata);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('seeking', onSeeking);
    media.addEventListener('seeked', onSeeked);
    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onEnded);
    media.addEventListener('error', onError);
    return () => {
      clearTimeout(noticeTimer);
      media.removeEventListener('loadedmetadata', onMetadata);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('seeking', onSeeking);
      media.removeEventListener('seeked', onSeeked);
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onEnded);
      media.removeEventListener('error', onError);
      release();
    };
  }, [watch, study]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate]);

  const label = intl.formatMessage(
    { id: audio ? 'player.media.audioLabel' : 'player.media.videoLabel' },
    { name: watch.resourceName },
  );
  return (
    <Stack gap="3">
      <Box
        rounded="l3"
        overflow="hidden"
        bg={audio ? 'bg.muted' : 'black'}
        p={audio ? { base: '4', md: '8' } : '0'}
        position="relative"
      >
        {audio ? (
          <audio ref={ref} controls preload="metadata" aria-label={label} style={{ width: '100%' }} />
        ) : (
          <video
            ref={ref}
            controls
            playsInline
            preload="metadata"
            aria-label={label}
            style={{ width: '100%', maxHeight: '70vh', display: 'block', background: 'black' }}
          />
        )}
      </Box>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Text id="player-speed" textStyle="sm" color="fg.muted">
            <FormattedMessage id="player.media.speed" />
          </Text>
          <Group attached role="group" aria-labelledby="player-speed">
            {PLAYBACK_RATES.map((r) => (
              <Button
                key={r}
                size="xs"
                variant={r === rate ? 'solid' : 'outline'}
                aria-pressed={r === rate}
                onClick={() => setRate(r)}
              >
                <FormattedMessage id="player.media.rate" values={{ rate: r }} />
              </Button>
            ))}
          </Group>
        </HStack>
        {study.dragAllowed ? null : (
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="player.media.noSkipping" />
          </Text>
        )}
      </HStack>
      <Box aria-live="polite" minHeight="5">
        {notice ? (
          <Text textStyle="sm" color="fg.warning" role="status">
            <FormattedMessage id="player.media.snappedBack" />
          </Text>
        ) : null}
        {failed ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            <FormattedMessage id="player.media.failed" />
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}
