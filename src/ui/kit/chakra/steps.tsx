import { Steps as ChakraSteps } from '@chakra-ui/react/steps';
import { stepsSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's steps with their own recipe, outside the start-up system (src/ui/kit/app/system.ts): only the
 * password reset page shows them, and the styles come with it.
 */

function StepsRoot(props: ChakraSteps.RootProps) {
  return <ChakraSteps.Root {...props} recipe={stepsSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Steps = {
  Root: StepsRoot,
  List: ChakraSteps.List,
  Item: ChakraSteps.Item,
  Indicator: ChakraSteps.Indicator,
  Title: ChakraSteps.Title,
  Separator: ChakraSteps.Separator,
};
