import { createContext, useContext } from 'react';

export interface PortalActions {
  openChangePassword: () => void;
}

/**
 * Actions the portal frame offers to the page inside it (the header menu offers the same ones). Apart from the
 * frame so a page can ask for them without pulling the frame's code into its own chunk.
 */
export const PortalActionsContext = createContext<PortalActions>({ openChangePassword: () => {} });

export function usePortalActions(): PortalActions {
  return useContext(PortalActionsContext);
}
