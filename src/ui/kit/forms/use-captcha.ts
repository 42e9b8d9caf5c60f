import { useCallback, useEffect, useState } from 'react';
import { imageCaptcha } from '../../../services/api/user-forms';
import { useHttp } from '../app/app-services';

export interface Captcha {
  captchaId: string;
  image: string;
}

/**
 * The image captcha the gateway asks for after failed sign-ins. Each image answers one attempt, so the
 * page asks for a new one with every attempt; answers to superseded requests are dropped.
 */
export function useCaptcha(enabled: boolean) {
  const http = useHttp();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ version: number; captcha: Captcha | null }>({
    version: -1,
    captcha: null,
  });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    imageCaptcha(http)
      .then((captcha) => {
        if (live) setResult({ version, captcha });
      })
      .catch(() => {
        // The http client has told the user; the old image stays with its refresh button.
        if (live) setResult((r) => ({ version, captcha: r.captcha }));
      });
    return () => {
      live = false;
    };
  }, [enabled, version, http]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { captcha: result.captcha, loading: enabled && result.version !== version, refresh };
}
