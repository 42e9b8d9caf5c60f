import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/*
 * A native checkbox drawn like Chakra's solid one. Chakra's checkbox brings its state machine runtime to a page
 * for a box the browser already draws accessibly: its own role, name, keyboard, mixed state and the disabled
 * state of an enclosing fieldset.
 */

/** A mark on the checked box, in the palette's contrast colour (white), as Chakra's checkbox draws it. */
const mark = (shape: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E${shape}%3C/svg%3E")`;
const CHECKED = {
  bgColor: 'colorPalette.solid',
  borderColor: 'colorPalette.solid',
  bgImage: mark("%3Cpolyline points='20 6 9 17 4 12'/%3E"),
};
const SOME = {
  bgColor: 'colorPalette.solid',
  borderColor: 'colorPalette.solid',
  bgImage: mark("%3Cpath d='M5 12h14'/%3E"),
};

export interface NativeCheckboxProps extends Pick<
  HTMLChakraProps<'input'>,
  'mt' | 'colorPalette' | 'aria-label'
> {
  checked: boolean | 'indeterminate';
  onToggle: () => void;
  disabled?: boolean;
  /** Chakra's sizes: the small box is 16px, the medium one 20px with its mark inset by 2px. */
  size?: 'sm' | 'md';
  /** The visible label beside the box; without it, `aria-label` names the box. */
  children?: ReactNode;
}

export function NativeCheckbox({
  checked,
  onToggle,
  disabled,
  size = 'md',
  children,
  mt,
  colorPalette,
  ...aria
}: NativeCheckboxProps) {
  const box = (
    <chakra.input
      type="checkbox"
      className={children === undefined ? undefined : 'peer'}
      checked={checked === true}
      ref={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = checked === 'indeterminate';
      }}
      disabled={disabled}
      onChange={onToggle}
      appearance="none"
      verticalAlign="top"
      flexShrink="0"
      m="0"
      // A labelled box takes these on its label, which holds it.
      mt={children === undefined ? mt : undefined}
      colorPalette={children === undefined ? colorPalette : undefined}
      boxSize={size === 'sm' ? '4' : '5'}
      p={size === 'sm' ? undefined : '0.5'}
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="l1"
      bgRepeat="no-repeat"
      bgPos="center"
      // The mark fills the box inside its padding, as Chakra's icon fills its control.
      backgroundOrigin="content-box"
      bgSize="100%"
      cursor="checkbox"
      focusVisibleRing="outside"
      _checked={CHECKED}
      _indeterminate={SOME}
      _disabled={{ opacity: '0.5', cursor: 'disabled' }}
      {...aria}
    />
  );
  if (children === undefined) return box;
  return (
    <chakra.label
      display="inline-flex"
      gap={size === 'sm' ? '2' : '2.5'}
      alignItems="center"
      verticalAlign="top"
      position="relative"
      mt={mt}
      colorPalette={colorPalette}
    >
      {box}
      <chakra.span textStyle="sm" fontWeight="medium" userSelect="none" _peerDisabled={{ opacity: '0.5' }}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
