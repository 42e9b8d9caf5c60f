/** Key-value storage as the browser's `localStorage` offers it; tests pass a map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
