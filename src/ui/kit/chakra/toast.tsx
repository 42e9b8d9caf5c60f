import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { Toast as ChakraToast } from '@chakra-ui/react/toast';

/*
 * Chakra's toast with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): the styles load
 * with the toaster's own chunk.
 */

function ToastRoot(props: ChakraToast.RootProps) {
  return <ChakraToast.Root {...props} recipe={toastSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Toast = {
  Root: ToastRoot,
  Indicator: ChakraToast.Indicator,
  Title: ChakraToast.Title,
  Description: ChakraToast.Description,
  CloseTrigger: ChakraToast.CloseTrigger,
};
