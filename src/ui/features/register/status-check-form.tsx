import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CredentialFields, useCredentials } from '../../kit/forms/credential-fields';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { FormStack } from '../../kit/forms/form-stack';
import { SubmitButton } from '../../kit/forms/submit-button';

interface StatusCheckFormProps {
  busy: boolean;
  error: string | null;
  onCheck: (credentials: { phone: string; password: string }) => void;
}

/** For returning applicants: where does my application stand? Proven by phone + password. */
export function StatusCheckForm({ busy, error, onCheck }: StatusCheckFormProps) {
  const credentials = useCredentials('phone');

  function submit() {
    const checked = credentials.check();
    if (checked) onCheck({ phone: checked.identifier, password: checked.password });
  }

  return (
    <FormStack onSubmit={submit}>
      <Text color="fg.muted" textStyle="sm">
        <FormattedMessage id="register.check.intro" />
      </Text>
      {error ? <ErrorAlert message={error} /> : null}
      <CredentialFields credentials={credentials} />
      <SubmitButton busy={busy} variant="outline">
        <FormattedMessage id="register.check.submit" />
      </SubmitButton>
    </FormStack>
  );
}
