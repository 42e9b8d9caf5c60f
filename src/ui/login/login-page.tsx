import { Alert, Card, HStack, Heading, Link as ChakraLink, Separator, Tabs, Text } from '@chakra-ui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectCaptchaRequired, selectError, selectSite } from '../../machines/session/session.selectors';
import type { SignInRequest } from '../../machines/session/session.types';
import { useSession } from '../app/app-services';
import { AgreementCheck } from '../forms/agreement-check';
import { AuthLayout } from '../layout/auth-layout';
import { useLocaleParam } from '../locale/use-locale';
import { useDocumentTitle } from '../site/use-document-title';
import { CaptchaField } from './captcha-field';
import { EmpNoLoginForm } from './emp-no-login-form';
import type { CaptchaControl, LoginMethod } from './login-types';
import { PasswordLoginForm } from './password-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { SmsLoginForm } from './sms-login-form';
import { useCaptcha } from './use-captcha';
import { ErrorAlert } from '../forms/error-alert';

const AGREEMENT_REQUIRED = 'login.agreement.required';
const CAPTCHA_REQUIRED = 'login.captcha.required';

/**
 * The sign-in page. The session machine owns the flow (submitting, captcha, company choice); this page
 * validates input, keeps what was typed, and sends `login.submit`. Route guards move the user on once the
 * session says so.
 */
export function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const locale = useLocaleParam();
  const search: { t?: string } = useSearch({ strict: false });
  const site = useSelector(session, selectSite);
  const error = useSelector(session, selectError);
  const captchaRequired = useSelector(session, selectCaptchaRequired);
  const submitting = useSelector(session, (s) => s.hasTag('submitting'));

  const [method, setMethod] = useState<LoginMethod>('password');
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string>();
  const [captchaCode, setCaptchaCode] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const captcha = useCaptcha(captchaRequired);

  useDocumentTitle(intl.formatMessage({ id: 'login.pageTitle' }));

  const qrProviders = site?.qrProviders ?? [];
  const methods: LoginMethod[] =
    qrProviders.length > 0 ? ['password', 'sms', 'empNo', 'qr'] : ['password', 'sms', 'empNo'];

  function confirmAgreement(): boolean {
    setAgreementError(agreed ? undefined : AGREEMENT_REQUIRED);
    return agreed;
  }

  const captchaControl: CaptchaControl | null = captchaRequired
    ? {
        field: (
          <CaptchaField
            captcha={captcha.captcha}
            loading={captcha.loading}
            onRefresh={captcha.refresh}
            value={captchaCode}
            onValueChange={(v) => {
              setCaptchaCode(v);
              if (v.trim()) setCaptchaError(undefined);
            }}
            error={captchaError}
          />
        ),
        answer: () => {
          const code = captchaCode.trim();
          if (!captcha.captcha || code === '') {
            setCaptchaError(CAPTCHA_REQUIRED);
            return null;
          }
          setCaptchaError(undefined);
          return { captchaId: captcha.captcha.captchaId, captchaCode: code };
        },
      }
    : null;

  // The session's sign-in actor encrypts password fields with the site key before they leave.
  function submit(request: SignInRequest) {
    session.send({ type: 'login.submit', request });
    // The gateway uses a captcha up with any attempt: have the next image ready should this one fail.
    if ('captchaId' in request && request.captchaId) {
      setCaptchaCode('');
      captcha.refresh();
    }
  }

  const agreement = (
    <AgreementCheck
      checked={agreed}
      onCheckedChange={(checked) => {
        setAgreed(checked);
        if (checked) setAgreementError(undefined);
      }}
      error={agreementError}
    />
  );
  const formProps = { busy: submitting, agreement, confirmAgreement, submit };

  return (
    <AuthLayout>
      <Card.Root variant="elevated" rounded="l3" boxShadow="lg">
        <Card.Header gap="1" pb="2">
          <Heading as="h1" size="2xl">
            <FormattedMessage id="login.heading" />
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage id="login.subheading" values={{ site: site?.websiteTitle ?? '' }} />
          </Text>
        </Card.Header>
        <Card.Body gap="5">
          {search.t === 'login' ? (
            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="login.expired" />
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {error && !submitting ? <ErrorAlert message={error} /> : null}
          <Tabs.Root
            value={method}
            onValueChange={(e) => {
              setMethod(e.value as LoginMethod);
              session.send({ type: 'login.clearError' });
            }}
            variant="line"
            fitted
          >
            <Tabs.List aria-label={intl.formatMessage({ id: 'login.methods' })} mb="5">
              {methods.map((m) => (
                <Tabs.Trigger key={m} value={m} px="1" fontSize={{ base: 'xs', sm: 'sm' }}>
                  <FormattedMessage id={`login.method.${m}`} />
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="password" pt="0">
              <PasswordLoginForm {...formProps} captcha={captchaControl} />
            </Tabs.Content>
            <Tabs.Content value="sms" pt="0">
              <SmsLoginForm {...formProps} />
            </Tabs.Content>
            <Tabs.Content value="empNo" pt="0">
              <EmpNoLoginForm {...formProps} captcha={captchaControl} />
            </Tabs.Content>
            {qrProviders.length > 0 ? (
              <Tabs.Content value="qr" pt="0">
                <QrLoginPanel
                  providers={qrProviders}
                  active={method === 'qr'}
                  agreed={agreed}
                  agreement={agreement}
                  busy={submitting}
                />
              </Tabs.Content>
            ) : null}
          </Tabs.Root>
        </Card.Body>
        <Separator />
        <Card.Footer justifyContent="space-between" py="4" flexWrap="wrap" gap="2">
          <ChakraLink asChild color="fg.muted" textStyle="sm">
            <Link to="/{-$locale}/forget" params={{ locale }}>
              <FormattedMessage id="login.forgot" />
            </Link>
          </ChakraLink>
          {site?.registerEnabled === 1 ? (
            <HStack gap="1" textStyle="sm">
              <Text color="fg.muted">
                <FormattedMessage id="login.noAccount" />
              </Text>
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <Link to="/{-$locale}/register" params={{ locale }}>
                  <FormattedMessage id="login.register" />
                </Link>
              </ChakraLink>
            </HStack>
          ) : null}
        </Card.Footer>
      </Card.Root>
    </AuthLayout>
  );
}
