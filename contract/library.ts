import { z } from 'zod';
import { endpoint } from './endpoint';
import { id } from './envelope';
import { libraryRoutes } from './library.routes';

export const libraryApi = {
  /**
   * A short-lived address of a library file, for links marked with `data-id` in rich text. The browser opens
   * the address directly, so it carries its own proof and needs no token.
   */
  download: endpoint({
    ...libraryRoutes.download,
    request: z.object({ id }),
    response: z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() }),
  }),
};
