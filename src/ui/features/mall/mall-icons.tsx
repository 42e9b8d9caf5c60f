import { stroke, strokeIcon } from '../../kit/icons/stroke-icon';

/* The quantity stepper's icons, with the mall's pages only. */

export const MinusIcon = /* @__PURE__ */ strokeIcon('MinusIcon', <path {...stroke} d="M5 12h14" />);

export const PlusIcon = /* @__PURE__ */ strokeIcon('PlusIcon', <path {...stroke} d="M12 5v14M5 12h14" />);
