import { fromPromise } from 'xstate';
import type { CommunityPostView } from '../../../contract/community';
import { postEdit, postSave } from '../../services/api/community';
import { link, upload } from '../../services/api/upload';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { communityPostMachine } from './community-post.machine';
import type { InsertedPicture, PictureUploadInput, PostSaveInput } from './community-post.types';

type Implementations = Parameters<typeof communityPostMachine.provide>[0];

const QUIET = { isShowErrTip: false } as const;

/** `communityPostMachine.provide(createCommunityPostImplementations(http))`; failures show in the editor. */
export function createCommunityPostImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      // The upload, then a short-lived address that shows it while editing; saving publishes it by its id.
      upload: fromPromise<InsertedPicture, PictureUploadInput>(({ input, signal }) =>
        settled(http, async () => {
          const file = await upload(http, input.file, { ...QUIET, signal, onProgress: input.report });
          const { url } = await link(http, { id: file.id }, QUIET);
          return { id: file.id, url };
        }),
      ),
      save: fromPromise<CommunityPostView, PostSaveInput>(({ input }) =>
        settled(http, () =>
          input.postId === null
            ? postSave(http, { kind: input.kind, title: input.title, content: input.content }, QUIET)
            : postEdit(http, { id: input.postId, title: input.title, content: input.content }, QUIET),
        ),
      ),
    },
  };
}
