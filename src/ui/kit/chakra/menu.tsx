import { Menu as ChakraMenu, useMenu } from '@chakra-ui/react/menu';
import { menuSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's menu with its own recipe. The start-up system (src/ui/kit/app/system.ts) holds only the recipes of the
 * first paint; the menu's styles come with this module, which the header's menus load on first approach.
 */

function MenuRoot(props: ChakraMenu.RootProps) {
  return <ChakraMenu.Root {...props} recipe={menuSlotRecipe} />;
}

function MenuRootProvider(props: ChakraMenu.RootProviderProps) {
  return <ChakraMenu.RootProvider {...props} recipe={menuSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Menu = {
  Root: MenuRoot,
  RootProvider: MenuRootProvider,
  Trigger: ChakraMenu.Trigger,
  Positioner: ChakraMenu.Positioner,
  Content: ChakraMenu.Content,
  Item: ChakraMenu.Item,
  ItemCommand: ChakraMenu.ItemCommand,
  ItemGroup: ChakraMenu.ItemGroup,
  ItemGroupLabel: ChakraMenu.ItemGroupLabel,
  Separator: ChakraMenu.Separator,
};

export { useMenu };
