import { chakra, Field, Link as ChakraLink, useFieldContext } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocaleParam } from '../locale/use-locale';
import { FieldFeedback } from './field-feedback';
import { NativeCheckbox } from './native-checkbox';

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

/** The box, wired to the field around it so its error is named for screen readers. */
function ConsentBox({ checked, onCheckedChange }: Pick<AgreementCheckProps, 'checked' | 'onCheckedChange'>) {
  const field = useFieldContext();
  return (
    <NativeCheckbox
      size="sm"
      mt="1"
      fieldProps={field.getInputProps()}
      checked={checked}
      onToggle={() => onCheckedChange(!checked)}
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
