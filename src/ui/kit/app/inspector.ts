import type { InspectionEvent, Observer } from 'xstate';

export type InspectOption = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let current: InspectOption | undefined;

/**
 * Starts the Stately inspector in development when the URL carries `?inspect`. The library is loaded on
 * demand so it never reaches a production bundle's start-up path.
 */
export async function startInspector(search: string): Promise<InspectOption | undefined> {
  if (import.meta.env.DEV && new URLSearchParams(search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    current = createBrowserInspector().inspect;
  }
  return current;
}

/** Actor options for `createActor` / `useMachine` / `useActorRef`: every actor reports to the same inspector. */
export function actorOptions(): { inspect?: InspectOption } {
  return current ? { inspect: current } : {};
}
