import { FormattedMessage } from 'react-intl';
import { CredentialFields, useCredentials, type Identifier } from '../../kit/forms/credential-fields';
import { FormStack } from '../../kit/forms/form-stack';
import { SubmitButton } from '../../kit/forms/submit-button';
import type { CaptchaControl } from '../../kit/forms/use-captcha-control';
import { useFormRules } from '../../kit/forms/use-form-rules';
import type { LoginFormProps } from './login-types';

interface CredentialSignInFormProps extends LoginFormProps {
  identifier: Identifier;
  captcha: CaptchaControl | null;
}

/** Sign-in with a password, the account named by its mobile number or by an employee number. */
export function CredentialSignInForm({
  identifier,
  busy,
  agreement,
  confirmAgreement,
  submit,
  captcha,
}: CredentialSignInFormProps) {
  const credentials = useCredentials(identifier);
  const rules = useFormRules();

  const onSubmit = () =>
    rules.run((loaded) => {
      // Every check runs, so the reader sees all that is missing at once.
      const checked = credentials.check(loaded);
      const answer = captcha ? captcha.answer() : undefined;
      const agreed = confirmAgreement();
      if (checked === null || answer === null || !agreed) return;
      const { password } = checked;
      submit(
        identifier === 'phone'
          ? { method: 'password', phone: checked.identifier, password, ...answer }
          : { method: 'empNo', empNo: checked.identifier, password, ...answer },
      );
    });

  return (
    <FormStack onSubmit={onSubmit} onFocus={rules.preload}>
      {rules.alert}
      <CredentialFields credentials={credentials} />
      {captcha?.field}
      {agreement}
      <SubmitButton busy={busy}>
        <FormattedMessage id="login.submit" />
      </SubmitButton>
    </FormStack>
  );
}
