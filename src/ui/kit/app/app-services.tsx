import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import type { HttpClient } from '../../../services/http';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

/** What the app creates once at start-up and hands to routes (router context) and views (this context). */
export interface AppServices {
  session: SessionActorRef;
  http: HttpClient;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={value}>{children}</AppServicesContext.Provider>;
}

function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('AppServicesProvider is missing');
  return services;
}

export function useSession(): SessionActorRef {
  return useAppServices().session;
}

export function useHttp(): HttpClient {
  return useAppServices().http;
}
