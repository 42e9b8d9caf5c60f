import { Dialog as ChakraDialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's dialog with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): no first paint
 * shows a dialog, so its styles travel with the lazily loaded views that open one.
 */

function DialogRoot(props: ChakraDialog.RootProps) {
  return <ChakraDialog.Root {...props} recipe={dialogSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Dialog = {
  Root: DialogRoot,
  Backdrop: ChakraDialog.Backdrop,
  Positioner: ChakraDialog.Positioner,
  Content: ChakraDialog.Content,
  Header: ChakraDialog.Header,
  Title: ChakraDialog.Title,
  Body: ChakraDialog.Body,
  Footer: ChakraDialog.Footer,
  CloseTrigger: ChakraDialog.CloseTrigger,
};
