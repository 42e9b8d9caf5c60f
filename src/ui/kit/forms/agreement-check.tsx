import { chakra, Field, Link as ChakraLink, useFieldContext } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocaleParam } from '../locale/use-locale';
import { FieldFeedback } from './field-feedback';

interface AgreementCheckProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
}

function AgreementLink({ type, children }: { type: 1 | 2; children: ReactNode }) {
  const locale = useLocaleParam();
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to="/{-$locale}/agreement" params={{ locale }} search={{ type }} target="_blank" rel="noopener">
        {children}
      </Link>
    </ChakraLink>
  );
}

/**
 * The box itself: a native checkbox in the field's context (its id, `aria-invalid`, and `aria-describedby` naming
 * the error below). Native rather than Chakra's checkbox, whose state machine runtime would load with the
 * sign-in page for this one box.
 */
function ConsentBox({ checked, onCheckedChange }: Pick<AgreementCheckProps, 'checked' | 'onCheckedChange'>) {
  const field = useFieldContext();
  return (
    <chakra.input
      {...field.getInputProps()}
      type="checkbox"
      checked={checked}
      onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      boxSize="4"
      mt="1"
      flexShrink="0"
      cursor="pointer"
      accentColor="colorPalette.solid"
      _invalid={{ outline: '2px solid', outlineColor: 'border.error', outlineOffset: '1px' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    />
  );
}

/** Consent to the service agreement and privacy policy; both open in a new tab so the form keeps its input. */
export function AgreementCheck({ checked, onCheckedChange, error }: AgreementCheckProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <chakra.label display="flex" alignItems="flex-start" gap="2" textStyle="sm" cursor="pointer">
        <ConsentBox checked={checked} onCheckedChange={onCheckedChange} />
        <chakra.span color="fg.muted" lineHeight="1.6">
          <FormattedMessage
            id="agreement.consent"
            values={{
              service: (chunks) => <AgreementLink type={1}>{chunks}</AgreementLink>,
              privacy: (chunks) => <AgreementLink type={2}>{chunks}</AgreementLink>,
            }}
          />
        </chakra.span>
      </chakra.label>
      <FieldFeedback error={error} />
    </Field.Root>
  );
}
