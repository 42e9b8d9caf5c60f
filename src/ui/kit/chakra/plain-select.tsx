import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { ChevronDownIcon } from '../icons/icons';

type PlainSelectProps = Omit<HTMLChakraProps<'select'>, 'size'> & { size?: 'xs' | 'sm' | 'md' | 'lg' };

/**
 * A native select drawn by Chakra's native-select recipe, without Chakra's `NativeSelect`, which reads Ark's
 * field context: that code (an auto-resizing textarea among it) would come with a page for one sort menu. It
 * is named by its own `<label htmlFor>`; inside a form field, `SelectField` takes the field's label and error.
 */
export function PlainSelect({ size = 'sm', width, ...rest }: PlainSelectProps) {
  const styles = useSlotRecipe({ recipe: nativeSelectSlotRecipe })({ size });
  return (
    <chakra.div css={styles.root} width={width}>
      <chakra.select css={styles.field} {...rest} />
      <chakra.div css={styles.indicator} aria-hidden>
        <ChevronDownIcon />
      </chakra.div>
    </chakra.div>
  );
}
