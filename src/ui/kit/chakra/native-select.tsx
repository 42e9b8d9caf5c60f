import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's native select with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): only the
 * sign-up form uses it, and the styles come with that form.
 */

function NativeSelectRoot(props: ChakraNativeSelect.RootProps) {
  return <ChakraNativeSelect.Root {...props} recipe={nativeSelectSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const NativeSelect = {
  Root: NativeSelectRoot,
  Field: ChakraNativeSelect.Field,
  Indicator: ChakraNativeSelect.Indicator,
};
