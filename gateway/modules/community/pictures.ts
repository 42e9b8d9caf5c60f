import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMUNITY_PICTURE_PATH, POST_PICTURES_MAX, POST_TEXT_MAX } from '../../../contract/community.routes';
import type { Db } from '../../db/client';
import { communityPicture, communityPost } from '../../db/schema-community';
import { uploadFile } from '../../db/schema-upload';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { plainSummary, sanitizeHtml } from '../../shared/sanitize';

/*
 * Pictures of posts (decision 0065). Uploads are private; a post publishes its author's own image uploads under
 * random names, which the public picture route serves on the tenant's hosts while the post stands.
 */

const PUBLIC_NAME = /^[A-Za-z0-9_-]{43}$/;
const UPLOAD_ID = /^[1-9][0-9]{0,18}$/;
const PICTURE_SRC = new RegExp(`^${COMMUNITY_PICTURE_PATH}/([A-Za-z0-9_-]{43})$`);

export const pictureAddress = (name: string) => `${COMMUNITY_PICTURE_PATH}/${name}`;

/** What the editor's HTML names as pictures: new uploads (`data-upload-id`) and published names. */
function referencedPictures(html: string): { uploadIds: Set<string>; names: Set<string> } {
  const uploadIds = new Set<string>();
  const names = new Set<string>();
  sanitizeHtml(html, {
    picture: (attribute) => {
      const uploadId = attribute('data-upload-id');
      const name = PICTURE_SRC.exec(attribute('src'))?.[1];
      if (UPLOAD_ID.test(uploadId)) uploadIds.add(uploadId);
      else if (name) names.add(name);
      return null;
    },
  });
  return { uploadIds, names };
}

export interface CleanContent {
  content: string;
  plainText: string;
  /** Pictures to publish with the post. */
  pictures: { name: string; uploadId: string }[];
}

/**
 * The posted HTML as stored: sanitised, and every picture either one of the author's own image uploads (given a
 * public name) or a picture this post already published; any other picture is dropped. Refused when nothing is
 * left to read, or when it is too long or has too many pictures.
 */
export async function cleanContent(
  db: Db,
  scope: MemberScope,
  html: string,
  postId: string | null,
): Promise<CleanContent> {
  const { uploadIds, names } = referencedPictures(html);
  if (uploadIds.size + names.size > POST_PICTURES_MAX) {
    throw new BizError('community.pictures.tooMany', { max: POST_PICTURES_MAX });
  }
  const own =
    uploadIds.size === 0
      ? []
      : await db
          .select({ id: uploadFile.id })
          .from(uploadFile)
          .where(
            and(
              eq(uploadFile.tenantId, scope.tenantId),
              eq(uploadFile.enterpriseId, scope.enterpriseId),
              eq(uploadFile.userId, scope.userId),
              like(uploadFile.mimeType, 'image/%'),
              inArray(uploadFile.id, [...uploadIds]),
            ),
          );
  const published =
    postId === null
      ? []
      : await db
          .select({ name: communityPicture.name, uploadId: communityPicture.uploadId })
          .from(communityPicture)
          .where(and(eq(communityPicture.tenantId, scope.tenantId), eq(communityPicture.postId, postId)));
  const nameOfUpload = new Map(published.map((p) => [p.uploadId, p.name]));
  const keptNames = new Set(published.filter((p) => names.has(p.name)).map((p) => p.name));
  const pictures: CleanContent['pictures'] = [];
  for (const { id } of own) {
    if (nameOfUpload.has(id)) continue;
    const name = randomBytes(32).toString('base64url');
    nameOfUpload.set(id, name);
    pictures.push({ name, uploadId: id });
  }
  const ownIds = new Set(own.map((o) => o.id));
  let pictureCount = 0;
  const content = sanitizeHtml(html, {
    picture: (attribute) => {
      const uploadId = attribute('data-upload-id');
      const name = ownIds.has(uploadId)
        ? nameOfUpload.get(uploadId)
        : PICTURE_SRC.exec(attribute('src'))?.[1];
      if (name === undefined || !(ownIds.has(uploadId) || keptNames.has(name))) return null;
      pictureCount += 1;
      return pictureAddress(name);
    },
  });
  const plainText = plainSummary(content, Number.MAX_SAFE_INTEGER);
  if (plainText === '' && pictureCount === 0) throw new BizError('community.content.required');
  if (plainText.length > POST_TEXT_MAX) {
    throw new BizError('community.content.tooLong', { max: POST_TEXT_MAX });
  }
  return { content, plainText, pictures };
}

export async function publishPictures(
  db: Db,
  scope: MemberScope,
  postId: string,
  pictures: CleanContent['pictures'],
  now: Date,
): Promise<void> {
  if (pictures.length === 0) return;
  await db
    .insert(communityPicture)
    .values(
      pictures.map((p) => ({
        tenantId: scope.tenantId,
        enterpriseId: scope.enterpriseId,
        postId,
        uploadId: p.uploadId,
        name: p.name,
        gmtCreate: now,
      })),
    )
    .onConflictDoNothing();
}

/** A published picture of a standing post of the tenant, with its bytes. */
async function pictureByName(db: Db, tenantId: string, name: string) {
  const [row] = await db
    .select({ mimeType: uploadFile.mimeType, content: uploadFile.content })
    .from(communityPicture)
    .innerJoin(
      communityPost,
      and(
        eq(communityPost.tenantId, communityPicture.tenantId),
        eq(communityPost.id, communityPicture.postId),
        eq(communityPost.isDeleted, 0),
      ),
    )
    .innerJoin(
      uploadFile,
      and(
        eq(uploadFile.tenantId, communityPicture.tenantId),
        eq(uploadFile.id, communityPicture.uploadId),
        eq(uploadFile.enterpriseId, communityPicture.enterpriseId),
      ),
    )
    .where(and(eq(communityPicture.tenantId, tenantId), eq(communityPicture.name, name)))
    .limit(1);
  return row && row.mimeType.startsWith('image/') ? row : null;
}

/**
 * Serves a published picture: as an image only (never sniffed, never a page: no script runs in it), cached an
 * hour, on the tenant's own hosts; anything else is not found.
 */
export function registerPictureRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { name: string } }>(`${COMMUNITY_PICTURE_PATH}/:name`, async (request, reply) => {
    const site = request.site;
    const name = request.params.name;
    const picture = site && PUBLIC_NAME.test(name) ? await pictureByName(db, site.tenantId, name) : null;
    if (!picture) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('');
    }
    return reply
      .code(200)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-site')
      .type(picture.mimeType)
      .send(picture.content);
  });
}
