import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { InputHTMLAttributes } from 'react';

/*
 * The portal's checkbox: the browser's own, in the palette's colour (`accent-color`). Chakra's checkbox would bring
 * its state machine runtime to a page for a box the browser already draws accessibly: its own role, name,
 * keyboard, mixed state and the disabled state of an enclosing fieldset. Named by `aria-label` or by a field's
 * label; `LabelledCheckbox` puts its visible label beside it.
 */

export interface NativeCheckboxProps extends Pick<
  HTMLChakraProps<'input'>,
  'mt' | 'colorPalette' | 'aria-label' | 'className'
> {
  checked: boolean | 'indeterminate';
  onToggle: () => void;
  disabled?: boolean;
  /** The small box is 16px, the medium one 20px, as Chakra's. */
  size?: 'sm' | 'md';
  /** A form field's own props for its input (its id, `aria-invalid`, `aria-describedby` naming its error). */
  fieldProps?: InputHTMLAttributes<HTMLInputElement>;
}

export function NativeCheckbox({
  checked,
  onToggle,
  disabled,
  size = 'md',
  fieldProps,
  className,
  ...rest
}: NativeCheckboxProps) {
  return (
    <chakra.input
      {...fieldProps}
      type="checkbox"
      className={className}
      checked={checked === true}
      ref={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = checked === 'indeterminate';
      }}
      disabled={disabled}
      onChange={onToggle}
      flexShrink="0"
      m="0"
      boxSize={size === 'sm' ? '4' : '5'}
      accentColor="colorPalette.solid"
      cursor="checkbox"
      focusVisibleRing="outside"
      _invalid={{ outline: '2px solid', outlineColor: 'border.error', outlineOffset: '1px' }}
      _disabled={{ cursor: 'disabled' }}
      {...rest}
    />
  );
}
