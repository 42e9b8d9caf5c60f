import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '../../ui/features/certificate/verify-page';
import { messagesLoader } from '../../ui/kit/locale/messages';

const CODE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** `?code=` names the certificate of a verification link or QR code; anything else opens the paste form. */
const search = (raw: Record<string, unknown>): { code?: string } =>
  typeof raw.code === 'string' && CODE.test(raw.code) ? { code: raw.code } : {};

/** Public: anyone checks a certificate of this site, without signing in. */
export const Route = createFileRoute('/{-$locale}/certificate')({
  validateSearch: search,
  loader: messagesLoader(['certificate']),
  component: function CertificateRoute() {
    const { code } = Route.useSearch();
    // A new code is a new check.
    return <VerifyPage key={code ?? ''} code={code} />;
  },
});
