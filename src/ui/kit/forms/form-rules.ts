import * as z from 'zod/mini';
import { empNo, passwordInput, phone, smsCode } from '../../../../contract/rules';
import { newPasswordForm, registerForm } from '../../../../contract/user-forms';
import { messageIdForIssue, validate } from './validate';

/**
 * The contract's rules as the sign-in, sign-up and reset forms apply them. They and zod load on demand
 * (use-form-rules.tsx), so none of it is in those pages' first render.
 */
export const formRules = {
  validate,
  schemas: {
    phoneSignIn: z.object({ phone, password: passwordInput }),
    empNoSignIn: z.object({ empNo, password: passwordInput }),
    /** A mobile number and the SMS code texted to it. */
    phoneCode: z.object({ phone, code: smsCode }),
    register: registerForm,
    newPassword: newPasswordForm,
  },
  /** The number to text a code to (trimmed), or the message id of what is wrong with it. */
  checkPhone(value: string): { phone: string } | { error: string } {
    const checked = phone.safeParse(value);
    if (checked.success) return { phone: checked.data };
    return { error: messageIdForIssue(checked.error.issues[0]?.message ?? 'phone.invalid') };
  },
};

export type FormRules = typeof formRules;
