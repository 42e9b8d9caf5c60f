import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { ConfirmDialog } from './confirm-dialog';
import { useLocaleParam } from '../locale/use-locale';

export interface SignInPrompt {
  signedIn: boolean;
  /** Runs the action for a signed-in user; asks a visitor to sign in instead. */
  guard: (action: () => void) => void;
  /** The dialog; render it once in the page. */
  prompt: ReactNode;
}

/**
 * Visitors may read, but commenting, rating, liking, bookmarking, sharing, buying and adding to the cart
 * need an account (spec §6). A visitor who tries is told so and offered the sign-in page, which brings
 * them back here afterwards.
 */
export function useSignInPrompt(): SignInPrompt {
  const signedIn = useSelector(useSession(), selectIsSignedIn);
  const [open, setOpen] = useState(false);
  const guard = useCallback(
    (action: () => void) => {
      if (signedIn) action();
      else setOpen(true);
    },
    [signedIn],
  );
  return { signedIn, guard, prompt: <SignInDialog open={open} onClose={() => setOpen(false)} /> };
}

function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const here = useLocation({ select: (l) => l.href });
  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="visitor.signIn.title" />}
      body={<FormattedMessage id="visitor.signIn.body" />}
      cancelLabel={<FormattedMessage id="visitor.signIn.later" />}
      confirmLabel={<FormattedMessage id="visitor.signIn.go" />}
      confirmPalette="brand"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void navigate({
          to: '/{-$locale}/login',
          params: { locale },
          search: { t: 'login', redirect: here },
        });
      }}
    />
  );
}
