import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CredentialFields, useCredentials } from '../../kit/forms/credential-fields';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { FormStack } from '../../kit/forms/form-stack';
import { SubmitButton } from '../../kit/forms/submit-button';
import { useFormRules } from '../../kit/forms/use-form-rules';

interface StatusCheckFormProps {
  busy: boolean;
  error: string | null;
  onCheck: (credentials: { phone: string; password: string }) => void;
}

/** For returning applicants: where does my application stand? Proven by phone + password. */
export function StatusCheckForm({ busy, error, onCheck }: StatusCheckFormProps) {
  const credentials = useCredentials('phone');
  const rules = useFormRules();

  const submit = () =>
    rules.run((loaded) => {
      const checked = credentials.check(loaded);
      if (checked) onCheck({ phone: checked.identifier, password: checked.password });
    });

  return (
    <FormStack onSubmit={submit} onFocus={rules.preload}>
      <Text color="fg.muted" textStyle="sm">
        <FormattedMessage id="register.check.intro" />
      </Text>
      {error ? <ErrorAlert message={error} /> : null}
      {rules.alert}
      <CredentialFields credentials={credentials} />
      <SubmitButton busy={busy} variant="outline">
        <FormattedMessage id="register.check.submit" />
      </SubmitButton>
    </FormStack>
  );
}
