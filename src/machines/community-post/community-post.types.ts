import type { CommunityPostView, PostKind } from '../../../contract/community';
import type { FailureFields } from '../shared/failure';

/** Why a draft may not be sent yet, or a picked file not inserted; the editor words each. */
export type PostProblem = 'titleRequired' | 'titleTooLong' | 'contentRequired' | 'notImage' | 'tooLarge';

/** A picture inserted in the text: the upload's id and an address that shows it while editing. */
export interface InsertedPicture {
  id: string;
  url: string;
}

export interface CommunityPostInput {
  /** The post being edited; null for a new one. */
  postId: string | null;
  kind: PostKind;
  title: string;
  /** HTML. */
  content: string;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface CommunityPostContext extends CommunityPostInput, FailureFields {
  invalid: PostProblem | null;
  /** The share of the picture on its way that was sent (0–1), or null when none is. */
  progress: number | null;
  /** How many pictures were inserted; the editor puts the last one at the caret. */
  inserted: number;
  picture: InsertedPicture | null;
  saved: CommunityPostView | null;
}

export type CommunityPostEvent =
  | { type: 'kind.change'; kind: PostKind }
  | { type: 'title.change'; title: string }
  | { type: 'content.change'; content: string }
  | { type: 'picture.add'; file: File }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'submit' };

export type CommunityPostTag = 'uploading' | 'saving' | 'saved' | 'failed';

export interface PostSaveInput {
  postId: string | null;
  kind: PostKind;
  title: string;
  content: string;
}

export interface PictureUploadInput {
  file: File;
  report: (fraction: number) => void;
}
