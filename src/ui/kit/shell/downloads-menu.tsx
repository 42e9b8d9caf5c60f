import { Button, IconButton, Portal, Spinner, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useDeferredOverlay } from '../app/deferred';
import { DownloadIcon } from './shell-icons';

// The list, its machine and its actions load the first time the popover opens, not with every page.
const DownloadsPanel = lazy(() => import('./downloads-panel').then((m) => ({ default: m.DownloadsPanel })));

interface DownloadsButtonProps extends ButtonProps {
  name: string;
  labelled: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** In the phone menu it shows its name; in the header bar only its icon. */
function DownloadsButton({ name, labelled, ...rest }: DownloadsButtonProps) {
  return labelled ? (
    <Button variant="outline" size="sm" aria-haspopup="dialog" {...rest}>
      <DownloadIcon />
      {name}
    </Button>
  ) : (
    <IconButton variant="ghost" size="sm" aria-label={name} title={name} aria-haspopup="dialog" {...rest}>
      <DownloadIcon />
    </IconButton>
  );
}

const loadPopover = () => import('../chakra/popover');

/**
 * The download records popover (spec §2); `labelled` is the phone menu's variant with a visible name. The
 * popover loads on first approach; the panel mounts on open and unmounts on close, so every opening shows the
 * list as it is now.
 */
export function DownloadsMenu({ labelled = false }: { labelled?: boolean }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'downloads.button' });
  const { module, standIn, triggerRef } = useDeferredOverlay(loadPopover);
  if (!module) return <DownloadsButton name={name} labelled={labelled} aria-expanded={false} {...standIn} />;
  const { Popover } = module;
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: labelled ? 'bottom-start' : 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <DownloadsButton name={name} labelled={labelled} ref={triggerRef} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here: the title arrives with the lazy panel, after the popover has wired its labels. */}
          <Popover.Content width={{ base: 'calc(100vw - 1rem)', sm: 'sm' }} aria-label={name}>
            <Suspense fallback={<Spinner size="sm" m="4" />}>
              <DownloadsPanel />
            </Suspense>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
