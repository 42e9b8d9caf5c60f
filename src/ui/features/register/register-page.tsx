import { Skeleton, Stack } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RegisterStatus } from '../../../../contract/user.routes';
import { createRegistrationImplementations } from '../../../machines/registration/registration.actors';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import {
  selectCanApplyAgain,
  selectRegisterEnterpriseName,
  selectRegisterEnterprises,
  selectRegisterError,
  selectRegisterReason,
  selectRegisterValues,
  selectRegistrationSms,
} from '../../../machines/registration/registration.selectors';
import { selectSite } from '../../../machines/session/session.selectors';
import { useHttp, useSession } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { InfoAlert } from '../../kit/forms/info-alert';
import { AccountPrompt } from '../../kit/layout/account-prompt';
import { AuthCard } from '../../kit/layout/auth-card';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { PageTabs } from '../../kit/navigation/page-tabs';
import { ApplicationStatus } from './application-status';
import { RegisterForm } from './register-form';
import { StatusCheckForm } from './status-check-form';

type View = 'apply' | 'check';

/** Sign-up with approval: the registration machine drives the form and the application's states. */
export function RegisterPage() {
  const intl = useIntl();
  const http = useHttp();
  const site = useSelector(useSession(), selectSite);
  const registerEnabled = site?.registerEnabled === 1;
  const machine = useMemo(() => registrationMachine.provide(createRegistrationImplementations(http)), [http]);
  const [snapshot, send] = useMachine(machine, { input: { registerEnabled }, ...actorOptions() });
  const [view, setView] = useState<View>(registerEnabled ? 'apply' : 'check');

  useDocumentTitle(intl.formatMessage({ id: 'register.pageTitle' }));

  const error = selectRegisterError(snapshot);
  const status = snapshot.context.status;
  const checking = snapshot.hasTag('checking');
  // A re-check of a known application keeps its page; a first lookup happens on the form.
  const statusView: 'awaiting' | 'approved' | 'rejected' | null =
    snapshot.hasTag('awaitingApproval') || (checking && status === RegisterStatus.awaiting)
      ? 'awaiting'
      : snapshot.hasTag('approved')
        ? 'approved'
        : snapshot.hasTag('rejected')
          ? 'rejected'
          : null;

  let body;
  if (statusView) {
    body = (
      <ApplicationStatus
        status={statusView}
        enterpriseName={selectRegisterEnterpriseName(snapshot)}
        reason={selectRegisterReason(snapshot)}
        error={error}
        busy={checking}
        canApplyAgain={selectCanApplyAgain(snapshot)}
        onRefresh={() => send({ type: 'status.refresh' })}
        onApplyAgain={() => {
          setView('apply');
          send({ type: 'apply.again' });
        }}
      />
    );
  } else {
    body = (
      <PageTabs.Root value={view} onValueChange={(e) => setView(e.value as View)} variant="line" fitted>
        <PageTabs.List mb="5">
          <PageTabs.Trigger value="apply">
            <FormattedMessage id="register.tab.apply" />
          </PageTabs.Trigger>
          <PageTabs.Trigger value="check">
            <FormattedMessage id="register.tab.check" />
          </PageTabs.Trigger>
        </PageTabs.List>
        <PageTabs.Content value="apply" pt="0">
          {!registerEnabled ? (
            <InfoAlert message={<FormattedMessage id="register.closed" />} />
          ) : snapshot.hasTag('loadingCompanies') ? (
            <Stack gap="5" aria-busy="true">
              <Skeleton height="10" />
              <Skeleton height="10" />
              <Skeleton height="10" />
            </Stack>
          ) : (
            <RegisterForm
              enterprises={site?.eid ? null : selectRegisterEnterprises(snapshot)}
              initial={selectRegisterValues(snapshot)}
              busy={snapshot.hasTag('submitting')}
              error={view === 'apply' ? error : null}
              sms={selectRegistrationSms(snapshot)}
              onSendSms={(event) => send(event)}
              onSubmit={(values) => send({ type: 'register.submit', values })}
            />
          )}
        </PageTabs.Content>
        <PageTabs.Content value="check" pt="0">
          <StatusCheckForm
            busy={checking}
            error={view === 'check' ? error : null}
            onCheck={(credentials) => send({ type: 'status.check', ...credentials })}
          />
        </PageTabs.Content>
      </PageTabs.Root>
    );
  }

  return (
    <AuthCard
      width="lg"
      heading={<FormattedMessage id="register.heading" />}
      subheading={<FormattedMessage id="register.subheading" values={{ site: site?.websiteTitle ?? '' }} />}
      footer={
        <AccountPrompt
          question={<FormattedMessage id="register.haveAccount" />}
          to="/{-$locale}/login"
          action={<FormattedMessage id="register.signIn" />}
        />
      }
    >
      {body}
    </AuthCard>
  );
}
