import { Textarea as ChakraTextarea, type TextareaProps } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';

/*
 * Chakra's textarea with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): the back office's
 * reasons and comments bring its styles with their pages.
 */
export function Textarea(props: TextareaProps) {
  return <ChakraTextarea {...props} recipe={textareaRecipe} />;
}
