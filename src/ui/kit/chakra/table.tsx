import { Table as ChakraTable } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's table with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): only the back
 * office lists rows in tables, and the styles come with its pages.
 */

function TableRoot(props: ChakraTable.RootProps) {
  return <ChakraTable.Root {...props} recipe={tableSlotRecipe} />;
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Table = {
  Root: TableRoot,
  ScrollArea: ChakraTable.ScrollArea,
  Caption: ChakraTable.Caption,
  Header: ChakraTable.Header,
  Body: ChakraTable.Body,
  Row: ChakraTable.Row,
  ColumnHeader: ChakraTable.ColumnHeader,
  Cell: ChakraTable.Cell,
};
