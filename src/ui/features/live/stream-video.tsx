import { chakra } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { attachHlsPlayer } from '../../kit/media/hls-player';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface StreamVideoProps {
  /** An HLS playlist (live or a replay). */
  src: string;
  live: boolean;
  /** Where a replay starts, in seconds. */
  startAt?: number;
  label: string;
  onPlaying(): void;
  onPause(): void;
  onTime?(position: number): void;
  onEnded?(): void;
  onError(): void;
}

/**
 * Plays an HLS playlist: natively where the browser can (Safari, and browsers that report they can), else
 * through hls.js. Returns how to let go of the element.
 */
function attach(video: HTMLVideoElement, props: StreamVideoProps, onError: () => void): () => void {
  const startAt = props.startAt ?? 0;
  let detach = () => {};
  if (video.canPlayType(HLS_TYPE) !== '') {
    if (startAt > 0) {
      video.addEventListener('loadedmetadata', () => void (video.currentTime = startAt), { once: true });
    }
    video.src = props.src;
  } else {
    detach = attachHlsPlayer(video, props.src, {
      startPosition: props.live ? undefined : startAt,
      onFailure: onError,
    });
  }
  return () => {
    detach();
    video.removeAttribute('src');
    video.load();
  };
}

/**
 * The live stream or the replay, with the browser's own controls. A live stream starts muted (browsers let
 * only silent videos play by themselves); the viewer turns the sound on with the controls.
 */
export function StreamVideo(props: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const playing = useEffectEvent(() => props.onPlaying());
  const pause = useEffectEvent(() => props.onPause());
  const time = useEffectEvent((position: number) => props.onTime?.(position));
  const ended = useEffectEvent(() => props.onEnded?.());
  const failed = useEffectEvent(() => props.onError());
  const source = useEffectEvent((video: HTMLVideoElement) => attach(video, props, () => failed()));
  const { src } = props;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const onTimeUpdate = () => time(video.currentTime);
    const onElementError = () => failed();
    video.addEventListener('playing', playing);
    video.addEventListener('pause', pause);
    video.addEventListener('waiting', pause);
    video.addEventListener('ended', ended);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('error', onElementError);
    const release = source(video);
    return () => {
      video.removeEventListener('playing', playing);
      video.removeEventListener('pause', pause);
      video.removeEventListener('waiting', pause);
      video.removeEventListener('ended', ended);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('error', onElementError);
      release();
    };
  }, [src]);

  return (
    <chakra.video
      ref={ref}
      controls
      playsInline
      autoPlay={props.live}
      muted={props.live}
      preload="metadata"
      aria-label={props.label}
      width="full"
      height="full"
      bg="black"
      display="block"
    />
  );
}
