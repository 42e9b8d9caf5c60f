import { Alert as ChakraAlert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's alert with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): alerts belong to
 * forms and pages that load with their routes, and the styles come with them.
 */

function AlertRoot(props: ChakraAlert.RootProps) {
  return <ChakraAlert.Root {...props} recipe={alertSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Alert = {
  Root: AlertRoot,
  Indicator: ChakraAlert.Indicator,
  Content: ChakraAlert.Content,
  Title: ChakraAlert.Title,
};
