/**
 * Plays an HLS playlist on a media element through hls.js, which is loaded only now (browsers that play HLS
 * themselves never need it). A decoding hiccup is recovered once; a playlist that cannot be fetched or played,
 * or a browser without Media Source, ends in `onFailure`. Returns how to let go of the element's player.
 */
export function attachHlsPlayer(
  media: HTMLMediaElement,
  url: string,
  options: { startPosition?: number; onFailure: () => void },
): () => void {
  let released = false;
  let destroy: (() => void) | null = null;
  import('hls.js')
    .then(({ default: Hls }) => {
      if (released) return;
      if (!Hls.isSupported()) return options.onFailure();
      const hls = new Hls(
        options.startPosition === undefined ? {} : { startPosition: options.startPosition },
      );
      destroy = () => hls.destroy();
      let recovered = false;
      hls.on(Hls.Events.ERROR, (_, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          hls.recoverMediaError();
          return;
        }
        hls.destroy();
        destroy = null;
        options.onFailure();
      });
      hls.loadSource(url);
      hls.attachMedia(media);
    })
    .catch(() => {
      if (!released) options.onFailure();
    });
  return () => {
    released = true;
    destroy?.();
    destroy = null;
  };
}
