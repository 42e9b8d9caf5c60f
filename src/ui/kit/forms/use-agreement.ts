import { useState } from 'react';

const AGREEMENT_REQUIRED = 'login.agreement.required';

/** The consent box's state; `confirm` tells whether it is ticked and, when not, shows why the form waits. */
export function useAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();

  function confirm(): boolean {
    setError(agreed ? undefined : AGREEMENT_REQUIRED);
    return agreed;
  }

  function onCheckedChange(checked: boolean) {
    setAgreed(checked);
    if (checked) setError(undefined);
  }

  return { agreed, confirm, field: { checked: agreed, onCheckedChange, error } };
}
