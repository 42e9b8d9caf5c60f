import { Checkbox, Field, Link as ChakraLink } from '@chakra-ui/react';
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

/** Consent to the service agreement and privacy policy; both open in a new tab so the form keeps its input. */
export function AgreementCheck({ checked, onCheckedChange, error }: AgreementCheckProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        size="sm"
        alignItems="flex-start"
        checked={checked}
        invalid={Boolean(error)}
        onCheckedChange={(e) => onCheckedChange(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" color="fg.muted" lineHeight="1.6">
          <FormattedMessage
            id="agreement.consent"
            values={{
              service: (chunks) => <AgreementLink type={1}>{chunks}</AgreementLink>,
              privacy: (chunks) => <AgreementLink type={2}>{chunks}</AgreementLink>,
            }}
          />
        </Checkbox.Label>
      </Checkbox.Root>
      <FieldFeedback error={error} />
    </Field.Root>
  );
}
