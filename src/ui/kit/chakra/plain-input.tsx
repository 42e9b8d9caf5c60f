import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

/**
 * A text box that stands alone, outside any form field (the header's search, a list's keyword box): a plain
 * input with the system's input recipe. Chakra's `Input` is Ark's field input, whose field wiring (an
 * auto-resizing textarea among it) would come with the page for nothing. Inside a form field, use the field's.
 */
export const PlainInput = createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  HTMLChakraProps<'input'> & RecipeProps<'input'>
>('input');
