import {
  AlertContent,
  AlertDescription,
  AlertRoot as ChakraAlertRoot,
  AlertTitle,
  useAlertStyles,
  type AlertRootProps,
} from '@chakra-ui/react/alert';
import { chakra } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext } from 'react';
import { CheckCircleIcon, InfoIcon, WarningIcon } from '../icons/icons';

/*
 * Chakra's alert with its own recipe, outside the start-up system (src/ui/kit/app/system.ts): alerts belong to
 * forms and pages that load with their routes, and the styles come with them.
 */

type Status = 'info' | 'neutral' | 'warning' | 'error' | 'success';

const StatusContext = createContext<Status>('info');

const ICONS = {
  info: InfoIcon,
  neutral: InfoIcon,
  warning: WarningIcon,
  error: WarningIcon,
  success: CheckCircleIcon,
} as const;

function AlertRoot(props: Omit<AlertRootProps, 'status'> & { status?: Status }) {
  return (
    <StatusContext.Provider value={props.status ?? 'info'}>
      <ChakraAlertRoot {...props} recipe={alertSlotRecipe} />
    </StatusContext.Provider>
  );
}

/**
 * The status icon, drawn from the portal's own icon set in the indicator's styles. Chakra's indicator brings
 * its own set of icons along with every form that can show an alert, the sign-in page's included. The parts are
 * imported by name: Chakra's `Alert` namespace object holds its indicator, and with it those icons.
 */
function AlertIndicator() {
  const styles = useAlertStyles();
  const Icon = ICONS[useContext(StatusContext)];
  return (
    <chakra.span css={styles['indicator']} aria-hidden="true">
      <Icon />
    </chakra.span>
  );
}

/** The parts the portal uses; the rest take their styles from the root, so add them here when needed. */
export const Alert = {
  Root: AlertRoot,
  Indicator: AlertIndicator,
  Content: AlertContent,
  Title: AlertTitle,
  Description: AlertDescription,
};
