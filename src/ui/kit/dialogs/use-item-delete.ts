import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PromiseActorLogic } from 'xstate';
import type { HttpClient } from '../../../services/http';
import { itemDeleteMachine } from '../../../machines/item-delete/item-delete.machine';
import { selectIsAsking, selectIsDeleting } from '../../../machines/item-delete/item-delete.selectors';
import { useHttp } from '../app/app-services';
import { toastFailure, type FailedAction } from '../app/failure-toast';
import { actorOptions } from '../app/inspector';

/** The delete call of one kind of item, as `item-delete.actors.ts` builds it. */
export type DeleteLogic = PromiseActorLogic<unknown, { id: string }>;

/**
 * Deleting (or otherwise ending) one of the reader's own items after a confirmation, through `itemDeleteMachine`: `ask(id)` opens
 * the dialog, which shows `asking` and `busy`; `confirm` and `cancel` answer it. A refusal is toasted as the
 * spec words it ("Delete failed!") with its reason; `onDeleted` says what the page does after a success.
 */
export function useItemDelete(
  createDelete: (http: HttpClient) => DeleteLogic,
  onDeleted: (id: string) => void,
  /** How a refusal is worded: as a failed deletion, or (an order cancelled, a receipt) a failed operation. */
  action: FailedAction = 'delete',
) {
  const intl = useIntl();
  const http = useHttp();
  const [logic] = useState(() => itemDeleteMachine.provide({ actors: { deleteItem: createDelete(http) } }));
  const remover = useActorRef(logic, actorOptions());
  const asking = useSelector(remover, selectIsAsking);
  const busy = useSelector(remover, selectIsDeleting);
  const deleted = useEffectEvent(onDeleted);
  const failed = useEffectEvent((error: unknown) => toastFailure(intl, action, error));
  useEffect(() => {
    const onDone = remover.on('deleted', (event) => deleted(event.id));
    const onFailed = remover.on('failed', (event) => failed(event.error));
    return () => {
      onDone.unsubscribe();
      onFailed.unsubscribe();
    };
  }, [remover]);
  return {
    asking,
    busy,
    ask: (id: string) => remover.send({ type: 'delete.ask', id }),
    confirm: () => remover.send({ type: 'delete.confirm' }),
    cancel: () => remover.send({ type: 'delete.cancel' }),
  };
}
