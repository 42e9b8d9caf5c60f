import { z } from 'zod';
import { endpoint } from './endpoint';
import { id } from './envelope';

export const libraryApi = {
  /**
   * A short-lived address of a library file, for links marked with `data-id` in rich text. The browser opens
   * the address directly, so it carries its own proof and needs no token.
   */
  download: endpoint({
    method: 'GET',
    path: '/course/auth/resource/library/download',
    request: z.object({ id }),
    response: z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() }),
  }),
};
