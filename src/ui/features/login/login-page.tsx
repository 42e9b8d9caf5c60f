import { useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectCaptchaRequired, selectError, selectSite } from '../../../machines/session/session.selectors';
import type { SignInRequest } from '../../../machines/session/session.types';
import { useSession } from '../../kit/app/app-services';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { preloadOnIntent, inPlace } from '../../kit/app/on-demand';
import { AgreementCheck } from '../../kit/forms/agreement-check';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { InfoAlert } from '../../kit/forms/info-alert';
import { useAgreement } from '../../kit/forms/use-agreement';
import { useCaptchaControl } from '../../kit/forms/use-captcha-control';
import { AccountPrompt } from '../../kit/layout/account-prompt';
import { AuthCard } from '../../kit/layout/auth-card';
import { FooterLink } from '../../kit/layout/footer-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { PageTabs } from '../../kit/navigation/page-tabs';
import { CredentialSignInForm } from './credential-sign-in-form';
import type { LoginMethod } from './login-types';
import { loadQrSignIn, QrLoginPanel } from './qr-login-panel';

/** The SMS form and its code machine load when their tab is opened (or approached), not with the page. */
const loadSmsLoginForm = inPlace(() => import('./sms-login-form'));

/** A sign-in form's height (two fields, the agreement, the button), held while the SMS form loads. */
const FORM_HEIGHT = '280px';

/** What the pointer or the focus reaching a method's tab starts loading. */
const TAB_PRELOAD: Partial<Record<LoginMethod, ReturnType<typeof preloadOnIntent>>> = {
  sms: preloadOnIntent(loadSmsLoginForm),
  qr: preloadOnIntent(loadQrSignIn),
};

/**
 * The sign-in page. The session machine owns the flow (submitting, captcha, company choice); this page
 * validates input, keeps what was typed, and sends `login.submit`. Route guards move the user on once the
 * session says so.
 */
export function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const search: { t?: string } = useSearch({ strict: false });
  const site = useSelector(session, selectSite);
  const error = useSelector(session, selectError);
  const captchaRequired = useSelector(session, selectCaptchaRequired);
  const submitting = useSelector(session, (s) => s.hasTag('submitting'));

  const [method, setMethod] = useState<LoginMethod>('password');
  const agreement = useAgreement();

  useDocumentTitle(intl.formatMessage({ id: 'login.pageTitle' }));

  const qrProviders = site?.qrProviders ?? [];
  const methods: LoginMethod[] =
    qrProviders.length > 0 ? ['password', 'sms', 'empNo', 'qr'] : ['password', 'sms', 'empNo'];

  const captchaControl = useCaptchaControl(captchaRequired);

  // The session's sign-in actor encrypts password fields with the site key before they leave.
  function submit(request: SignInRequest) {
    session.send({ type: 'login.submit', request });
    // The gateway uses a captcha up with any attempt: have the next image ready should this one fail.
    if ('captchaId' in request && request.captchaId) captchaControl?.used();
  }

  const formProps = {
    busy: submitting,
    agreement: <AgreementCheck {...agreement.field} />,
    confirmAgreement: agreement.confirm,
    submit,
  };

  return (
    <AuthCard
      heading={<FormattedMessage id="login.heading" />}
      subheading={<FormattedMessage id="login.subheading" values={{ site: site?.websiteTitle ?? '' }} />}
      footerJustify="space-between"
      mainContent
      footer={
        <>
          <FooterLink to="/{-$locale}/forget">
            <FormattedMessage id="login.forgot" />
          </FooterLink>
          {site?.registerEnabled === 1 ? (
            <AccountPrompt
              question={<FormattedMessage id="login.noAccount" />}
              to="/{-$locale}/register"
              action={<FormattedMessage id="login.register" />}
            />
          ) : null}
        </>
      }
    >
      {search.t === 'login' ? <InfoAlert message={<FormattedMessage id="login.expired" />} /> : null}
      {error && !submitting ? <ErrorAlert message={error} /> : null}
      <PageTabs.Root
        value={method}
        onValueChange={(e) => {
          setMethod(e.value as LoginMethod);
          session.send({ type: 'login.clearError' });
        }}
        variant="line"
        fitted
      >
        <PageTabs.List aria-label={intl.formatMessage({ id: 'login.methods' })} mb="5">
          {methods.map((m) => (
            <PageTabs.Trigger
              key={m}
              value={m}
              px="1"
              fontSize={{ base: 'xs', sm: 'sm' }}
              {...TAB_PRELOAD[m]}
            >
              <FormattedMessage id={`login.method.${m}`} />
            </PageTabs.Trigger>
          ))}
        </PageTabs.List>
        <PageTabs.Content value="password" pt="0">
          <CredentialSignInForm identifier="phone" {...formProps} captcha={captchaControl} />
        </PageTabs.Content>
        <PageTabs.Content value="sms" pt="0">
          <DeferredPanel load={loadSmsLoginForm} wanted={method === 'sms'} minHeight={FORM_HEIGHT}>
            {({ SmsLoginForm }) => <SmsLoginForm {...formProps} />}
          </DeferredPanel>
        </PageTabs.Content>
        <PageTabs.Content value="empNo" pt="0">
          <CredentialSignInForm identifier="empNo" {...formProps} captcha={captchaControl} />
        </PageTabs.Content>
        {qrProviders.length > 0 ? (
          <PageTabs.Content value="qr" pt="0">
            <QrLoginPanel
              providers={qrProviders}
              active={method === 'qr'}
              agreed={agreement.agreed}
              agreement={formProps.agreement}
              busy={submitting}
            />
          </PageTabs.Content>
        ) : null}
      </PageTabs.Root>
    </AuthCard>
  );
}
