import { Popover as ChakraPopover } from '@chakra-ui/react/popover';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's popover with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): the styles load
 * with this module when the header's download records are first approached.
 */

function PopoverRoot(props: ChakraPopover.RootProps) {
  return <ChakraPopover.Root {...props} recipe={popoverSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Popover = {
  Root: PopoverRoot,
  Trigger: ChakraPopover.Trigger,
  Positioner: ChakraPopover.Positioner,
  Content: ChakraPopover.Content,
  Header: ChakraPopover.Header,
  Title: ChakraPopover.Title,
  Body: ChakraPopover.Body,
};
