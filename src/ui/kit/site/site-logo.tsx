import { Box, chakra, type BoxProps } from '@chakra-ui/react';

interface SiteLogoProps extends Omit<BoxProps, 'height'> {
  src: string | undefined;
  /** The site title: the image's accessible name, and the monogram when there is no logo. */
  name: string;
  /** True when a visible title sits next to the logo, so the logo itself stays silent. */
  decorative?: boolean;
  height?: BoxProps['height'];
}

/** The tenant's logo, or a monogram of its title when the site has no logo. */
export function SiteLogo({ src, name, decorative = false, height = '9', ...rest }: SiteLogoProps) {
  if (src) {
    return (
      <chakra.img
        src={src}
        alt={decorative ? '' : name}
        height={height}
        width="auto"
        maxWidth="48"
        objectFit="contain"
        // Its address arrives with the site info, late for the browser's preloader; it is often the largest
        // thing on a signed-out page, so it goes ahead of other images.
        fetchPriority="high"
        {...rest}
      />
    );
  }
  return (
    <Box
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : name}
      height={height}
      minWidth={height}
      rounded="l2"
      bg="brand.solid"
      color="brand.contrast"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      {...rest}
    >
      {name.trim().slice(0, 1)}
    </Box>
  );
}
