import { Portal, Stack, Toaster, createToaster } from '@chakra-ui/react';
import { Toast } from '../chakra/toast';
import type { ToastKind } from '../../../services/toast-bus';

/**
 * One toast store for the whole portal; the http client's toasts and the pages' land here. They rise from
 * the bottom, so they never cover the sticky header or what opens under it (the download records, the
 * notifications) that a toast often points to.
 */
export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 4 });

export function showToast(kind: ToastKind, text: string): void {
  toaster.create({ type: kind, title: text, duration: kind === 'error' ? 4000 : 2500 });
}

export function AppToasterView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
