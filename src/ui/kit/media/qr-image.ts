import { useEffect, useState } from 'react';

/**
 * A QR code of `content` as an SVG data URL (crisp at any zoom, no canvas needed), or null until it is drawn.
 * The encoder loads with the first code to draw, not with the page.
 */
export function useQrImage(content: string | null): string | null {
  const [image, setImage] = useState<{ content: string; src: string } | null>(null);
  useEffect(() => {
    if (!content) return;
    let live = true;
    void import('qrcode')
      .then(({ toString: qrSvg }) => qrSvg(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setImage({ content, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      });
    return () => {
      live = false;
    };
  }, [content]);
  return image && image.content === content ? image.src : null;
}
