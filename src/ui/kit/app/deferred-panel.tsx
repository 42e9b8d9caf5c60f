import { Button, Flex, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '../forms/error-alert';
import { loadedValue, loadOnce, preload, type Loader } from './on-demand';

/** For the control that reveals a deferred panel (its tab): resting on it or reaching it starts the download. */
export function preloadOnIntent<T>(load: Loader<T>) {
  return { onPointerEnter: () => preload(load), onFocus: () => preload(load) };
}

interface DeferredPanelProps<T> {
  /** A module-level loader, so every panel asking for the same module shares one download. */
  load: Loader<T>;
  /** The panel is on screen: load it now if it is not here yet. */
  wanted: boolean;
  /** The loaded panel's height, held while it loads so nothing below it moves. */
  minHeight: string;
  children: (module: T) => ReactNode;
}

/**
 * A panel whose code stays out of the page's first render (a sign-in method behind a tab). Once wanted it
 * shows a quiet spinner at the panel's height until the code is here; a failed download says so with a retry.
 * Once loaded it stays rendered, so what the reader typed in it survives switching away and back.
 */
export function DeferredPanel<T>({ load, wanted, minHeight, children }: DeferredPanelProps<T>) {
  const [module, setModule] = useState<T | null>(() => loadedValue(load));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    loadOnce(load).then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        if (live) setFailed(true);
        console.warn('A panel could not be loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, module, attempt]);

  // Fetched ahead (the pointer rested on the tab): shown in the very render that opens it.
  const ready = module ?? (wanted ? loadedValue(load) : null);
  if (ready) return <>{children(ready)}</>;
  if (!wanted) return null;
  if (failed) {
    return (
      <Stack minHeight={minHeight} justify="center">
        <ErrorAlert
          message={<FormattedMessage id="http.networkError" />}
          action={
            <Button
              size="sm"
              variant="outline"
              alignSelf="center"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Flex minHeight={minHeight} align="center" justify="center" aria-busy="true">
      <Spinner size="md" color="fg.subtle" />
    </Flex>
  );
}
