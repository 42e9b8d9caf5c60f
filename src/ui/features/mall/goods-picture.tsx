import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * A goods' picture in a square frame. Decorative where the name is beside it; a goods without a picture, or
 * whose picture fails, shows a quiet placeholder of the same size so the grid keeps its rhythm.
 */
export function GoodsPicture({
  src,
  alt = '',
  eager = false,
  ...rest
}: { src: string; alt?: string; eager?: boolean } & Omit<BoxProps, 'children'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== '' && failed !== src;
  return (
    <Box aspectRatio={1} bg="bg.muted" overflow="hidden" {...rest}>
      {shown ? (
        <Image
          src={src}
          alt={alt}
          width="full"
          height="full"
          objectFit="cover"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setFailed(src)}
        />
      ) : null}
    </Box>
  );
}
