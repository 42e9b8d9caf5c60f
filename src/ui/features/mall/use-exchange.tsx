import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectUser } from '../../../machines/session/session.selectors';
import { createExchangeImplementations } from '../../../machines/exchange/exchange.actors';
import { exchangeMachine } from '../../../machines/exchange/exchange.machine';
import { selectExchangeOpen } from '../../../machines/exchange/exchange.selectors';
import type { ExchangeLine } from '../../../machines/exchange/exchange.types';
import { useHttp, useSession } from '../../kit/app/app-services';
import { DeferredDialog, inPlace, preloadOnIntent } from '../../kit/app/on-demand';
import { actorOptions } from '../../kit/app/inspector';

/** The dialog's code, with Chakra's dialog machinery: loaded when an exchange opens (or the button is approached). */
const loadExchangeDialog = inPlace(() => import('./exchange-dialog'));

/**
 * The exchange flow's actor for a page (the cart, a goods): `checkout(lines, fromCart)` opens the dialog. The
 * receiver starts as the member (their phone is shown masked, so it is asked for).
 */
export function useExchange() {
  const http = useHttp();
  const router = useRouter();
  const user = useSelector(useSession(), selectUser);
  const [logic] = useState(() =>
    exchangeMachine.provide(createExchangeImplementations(http, () => void router.invalidate())),
  );
  const actor = useActorRef(logic, {
    input: {
      delivery: { receiverName: user?.name ?? '', receiverPhone: '', address: '', note: '' },
      newKey: () => crypto.randomUUID(),
    },
    ...actorOptions(),
  });
  return {
    actor,
    checkout: (lines: ExchangeLine[], fromCart: 0 | 1) => actor.send({ type: 'checkout', lines, fromCart }),
  };
}

export type ExchangeActor = ReturnType<typeof useExchange>['actor'];

/** Preloads the dialog when the control that opens it is approached. */
export const exchangeIntent = preloadOnIntent(loadExchangeDialog);

/** The exchange dialog over the page, its code loaded the first time it opens. */
export function ExchangeDialogSlot({ actor, balance }: { actor: ExchangeActor; balance: number }) {
  const open = useSelector(actor, selectExchangeOpen);
  return (
    <DeferredDialog load={loadExchangeDialog} open={open} onDismiss={() => actor.send({ type: 'close' })}>
      {(m) => <m.ExchangeDialog actor={actor} balance={balance} />}
    </DeferredDialog>
  );
}
