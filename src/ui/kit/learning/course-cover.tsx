import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { PlayIcon } from './course-icons';

/**
 * A course's cover in a 16:9 frame. The picture is decorative (the course's name is beside it); a course
 * without one, or whose picture fails to load, shows a quiet placeholder of the same size, so the grid keeps
 * its rhythm.
 */
export function CourseCover({
  src,
  eager = false,
  ...rest
}: {
  src: string;
  /** Among the first things on screen (the page's largest picture): fetched at once and first, not lazily. */
  eager?: boolean;
} & Omit<BoxProps, 'children'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== '' && failed !== src;
  return (
    <Box
      aspectRatio={16 / 9}
      bg="brand.subtle"
      color="brand.fg"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
      {...rest}
    >
      {shown ? (
        <Image
          src={src}
          alt=""
          width="full"
          height="full"
          objectFit="cover"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setFailed(src)}
        />
      ) : (
        <PlayIcon boxSize="10" opacity={0.5} aria-hidden />
      )}
    </Box>
  );
}
