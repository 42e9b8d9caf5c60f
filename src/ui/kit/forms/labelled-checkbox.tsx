import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NativeCheckbox, type NativeCheckboxProps } from './native-checkbox';

/** The portal's checkbox with its visible label beside it (select all, a status filter). */
export function LabelledCheckbox({
  children,
  mt,
  colorPalette,
  size = 'md',
  ...box
}: Omit<NativeCheckboxProps, 'aria-label' | 'fieldProps' | 'className'> & { children: ReactNode }) {
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
      <NativeCheckbox className="peer" size={size} {...box} />
      <chakra.span textStyle="sm" fontWeight="medium" userSelect="none" _peerDisabled={{ opacity: '0.5' }}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
