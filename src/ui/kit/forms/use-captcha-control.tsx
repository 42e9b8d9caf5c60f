import { useState, type ReactNode } from 'react';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

const CAPTCHA_REQUIRED = 'login.captcha.required';

export interface CaptchaAnswer {
  captchaId: string;
  captchaCode: string;
}

/** The image captcha of a form, present once the gateway has asked for it (code 321). */
export interface CaptchaControl {
  field: ReactNode;
  /** The answer to send, or null (and an inline error) when it is missing. */
  answer: () => CaptchaAnswer | null;
  /**
   * To call after sending an answer: the gateway uses a captcha up with any attempt, so the next image is
   * made ready (and the typed answer cleared) should this attempt fail.
   */
  used: () => void;
}

/**
 * The captcha field and its answer for any form the gateway guards with code 321 (sign-in, password change,
 * password reset). Null while `required` is false, so forms render and send nothing extra until then.
 */
export function useCaptchaControl(required: boolean): CaptchaControl | null {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const captcha = useCaptcha(required);
  if (!required) return null;
  return {
    field: (
      <CaptchaField
        captcha={captcha.captcha}
        loading={captcha.loading}
        onRefresh={captcha.refresh}
        value={code}
        onValueChange={(v) => {
          setCode(v);
          if (v.trim()) setError(undefined);
        }}
        error={error}
      />
    ),
    answer: () => {
      const trimmed = code.trim();
      if (!captcha.captcha || trimmed === '') {
        setError(CAPTCHA_REQUIRED);
        return null;
      }
      setError(undefined);
      return { captchaId: captcha.captcha.captchaId, captchaCode: trimmed };
    },
    used: () => {
      setCode('');
      captcha.refresh();
    },
  };
}
