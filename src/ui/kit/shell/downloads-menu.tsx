import { Button, IconButton, Portal, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useDeferredOverlay } from '../app/deferred';
import { inPlace } from '../app/on-demand';
import { DownloadIcon } from './shell-icons';

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

/** The popover and the list in it (its machine and actions) load together, on the first approach. */
const loadPopover = inPlace(() =>
  Promise.all([import('../chakra/popover'), import('./downloads-panel')]).then(
    ([{ Popover }, { DownloadsPanel }]) => ({ Popover, DownloadsPanel }),
  ),
);

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
  const { Popover, DownloadsPanel } = module;
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
          {/* Named by the button's own words, which the panel's heading repeats. */}
          <Popover.Content width={{ base: 'calc(100vw - 1rem)', sm: 'sm' }} aria-label={name}>
            <DownloadsPanel />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
