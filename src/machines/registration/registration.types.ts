import type { RequestOf } from '../../../contract/endpoint';
import type { RegisterStatus, userApi } from '../../../contract/user';
import type { FailureFields } from '../shared/failure';
import type { SmsCodeEvent } from '../sms-code/sms-code.types';

export type RegisterStatusValue = (typeof RegisterStatus)[keyof typeof RegisterStatus];
export type RegisterValues = RequestOf<typeof userApi.register>;
export interface RegisterEnterprise {
  id: string;
  name: string;
  /** 1 when applications to this company need an administrator's approval. */
  approval: 0 | 1;
}
export interface RegisterCredentials {
  phone: string;
  password: string;
}

/** `error` / `errorCode`: see ../failure.ts. */
export interface RegistrationContext extends FailureFields {
  /** The site's `registerEnabled`: applying (again) is only possible when sign-up is open. */
  registerEnabled: boolean;
  enterprises: RegisterEnterprise[];
  /** The form as last submitted, kept so a failed submit loses nothing. */
  values: RegisterValues | null;
  /** Proves the application when its status is checked again. */
  credentials: RegisterCredentials | null;
  status: RegisterStatusValue | null;
  /** Why an application was not approved (from the gateway). */
  reason: string;
  enterpriseName: string;
}

export interface RegistrationInput {
  registerEnabled: boolean;
}

export type RegistrationEvent =
  | { type: 'register.submit'; values: RegisterValues }
  | { type: 'status.check'; phone: string; password: string }
  | { type: 'status.refresh' }
  | { type: 'apply.again' }
  | { type: 'companies.retry' }
  | SmsCodeEvent;

export type RegistrationTag =
  'loadingCompanies' | 'editing' | 'submitting' | 'checking' | 'awaitingApproval' | 'approved' | 'rejected';
