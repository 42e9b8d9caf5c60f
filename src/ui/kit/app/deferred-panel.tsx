import { Button, Flex, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '../forms/error-alert';
import { useOnDemand, type Loader } from './on-demand';

interface DeferredPanelProps<T> {
  /** A module-level loader, so every panel asking for the same module shares one download. */
  load: Loader<T>;
  /** The panel is on screen: load it now if it is not here yet. */
  wanted: boolean;
  /** The loaded panel's height, held while it loads so nothing below it moves. */
  minHeight?: string;
  /** Shown while the code loads, in place of the spinner (a skeleton of the panel's own shape). */
  placeholder?: ReactNode;
  children: (module: T) => ReactNode;
}

/**
 * A panel whose code stays out of the page's first render (a sign-in method behind a tab). Once wanted it
 * shows a quiet spinner at the panel's height until the code is here; a failed download says so with a retry.
 * Once loaded it stays rendered, so what the reader typed in it survives switching away and back.
 */
export function DeferredPanel<T>({ load, wanted, minHeight, placeholder, children }: DeferredPanelProps<T>) {
  const { module, failed, retry } = useOnDemand(load, wanted);
  if (module) return <>{children(module)}</>;
  if (!wanted) return null;
  if (failed) {
    return (
      <Stack minHeight={minHeight} justify="center">
        <ErrorAlert
          message={<FormattedMessage id="http.networkError" />}
          action={
            <Button size="sm" variant="outline" alignSelf="center" onClick={retry}>
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      </Stack>
    );
  }
  if (placeholder !== undefined) return <>{placeholder}</>;
  return (
    <Flex minHeight={minHeight} align="center" justify="center" aria-busy="true">
      <Spinner size="md" color="fg.subtle" />
    </Flex>
  );
}
