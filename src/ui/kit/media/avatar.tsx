import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { createContext, use, useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/*
 * A person's picture with their initials until it has loaded (or when it fails), styled by the system's avatar
 * recipe like Chakra's Avatar. Chakra's follows the image with a state machine that would load with every page
 * showing a face (the portal's header shows the user's on all of them); whether one image has loaded is plain
 * React state.
 */

const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });

const StyledRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & SlotRecipeProps<'avatar'>>(
  'div',
  'root',
);
const StyledImage = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');
const StyledFallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');

/** The address of the image that has loaded, so a new address shows the initials until it loads in turn. */
const LoadedContext = createContext<[string | null, Dispatch<SetStateAction<string | null>>]>([
  null,
  () => undefined,
]);

function AvatarRoot(props: HTMLChakraProps<'div'> & SlotRecipeProps<'avatar'>) {
  const loaded = useState<string | null>(null);
  return (
    <LoadedContext value={loaded}>
      <StyledRoot data-scope="avatar" data-part="root" {...props} />
    </LoadedContext>
  );
}

/** "Lin Xiao" → "LX", "林晓" → "林", as Chakra's fallback spells them. */
export function initials(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

function AvatarFallback({ name, children, ...rest }: HTMLChakraProps<'span'> & { name?: string }) {
  const [loadedSrc] = use(LoadedContext);
  const loaded = loadedSrc !== null;
  return (
    <StyledFallback
      data-scope="avatar"
      data-part="fallback"
      data-state={loaded ? 'hidden' : 'visible'}
      hidden={loaded}
      {...rest}
    >
      {children ?? (name ? initials(name) : null)}
    </StyledFallback>
  );
}

function AvatarImage({ src, ...rest }: Omit<HTMLChakraProps<'img'>, 'src'> & { src: string }) {
  const [loadedSrc, setLoadedSrc] = use(LoadedContext);
  const loaded = loadedSrc === src;
  // An image already in the cache may have loaded before React listened for it.
  const seeLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
    },
    [src, setLoadedSrc],
  );
  return (
    <StyledImage
      data-scope="avatar"
      data-part="image"
      data-state={loaded ? 'visible' : 'hidden'}
      hidden={!loaded}
      draggable="false"
      referrerPolicy="no-referrer"
      {...rest}
      src={src}
      ref={seeLoaded}
      onLoad={() => setLoadedSrc(src)}
      onError={() => setLoadedSrc((current) => (current === src ? null : current))}
    />
  );
}

export const Avatar = { Root: AvatarRoot, Fallback: AvatarFallback, Image: AvatarImage };
