import { z } from 'zod';
import { announcement, announcementComment, announcementUser } from '../schema';
import { DAY_MS, type SeedContext } from './context';
import { bit, entry, phone, readSeedData, richText } from './seed-data';
import { withFileIds } from './library';

/*
 * Each company's announcements (announcements.json) with their comments and replies, and who has read or
 * liked them. `{{file:key}}` in a text links a file of the company's library.
 */

const FILE = 'announcements.json';

const announcementsFile = z.record(
  z.string(),
  z.array(
    entry({
      title: z.string(),
      publisher: z.string(),
      daysAgo: z.number().min(0),
      /** Readable by visitors of the company's site. */
      isPublic: bit.default(0),
      /** Safe HTML: p, h3, ul, li, strong, a only. */
      content: richText,
      /** Replies answer the comment's author. */
      comments: z
        .array(
          entry({
            who: phone,
            content: z.string(),
            replies: z.array(entry({ who: phone, content: z.string() })).default([]),
          }),
        )
        .default([]),
      readers: z.array(entry({ who: phone, isRead: bit, isAdmire: bit })).default([]),
    }),
  ),
);

/** The announcements of every company, then their comments (a few minutes apart), then the readers. */
export async function seedAnnouncements(
  { tx, refs, now }: SeedContext,
  libraries: Map<string, Record<string, string>>,
): Promise<void> {
  const data = readSeedData(FILE, announcementsFile);
  const seeded = [];
  for (const [key, items] of Object.entries(data)) {
    const company = refs.company(key, FILE);
    if (items.length === 0) continue;
    const rows = await tx
      .insert(announcement)
      .values(
        items.map((a) => {
          const at = new Date(now.getTime() - a.daysAgo * DAY_MS);
          return {
            tenantId: company.tenantId,
            enterpriseId: company.enterpriseId,
            title: a.title,
            publisher: a.publisher,
            isPublic: a.isPublic,
            content: withFileIds(a.content, libraries.get(key) ?? {}, FILE),
            publishTime: at,
            gmtCreate: at,
            gmtModified: at,
          };
        }),
      )
      .returning({ id: announcement.id });
    seeded.push({ company, items: items.map((a, i) => ({ ...a, id: rows[i]?.id ?? '' })) });
  }

  for (const { company, items } of seeded) {
    const { tenantId } = company;
    const userOf = (phone: string) => refs.user(company, phone, FILE);
    let minute = items.reduce((n, a) => n + a.comments.length, 0) * 10;
    for (const a of items) {
      for (const c of a.comments) {
        const at = new Date(now.getTime() - minute-- * 60_000);
        const [comment] = await tx
          .insert(announcementComment)
          .values({
            tenantId,
            announcementId: a.id,
            userId: userOf(c.who),
            content: c.content,
            gmtCreate: at,
            gmtModified: at,
          })
          .returning({ id: announcementComment.id });
        if (!comment) throw new Error('seed: comment not created');
        for (const r of c.replies) {
          const replyAt = new Date(now.getTime() - minute-- * 60_000);
          await tx.insert(announcementComment).values({
            tenantId,
            announcementId: a.id,
            userId: userOf(r.who),
            parentId: comment.id,
            replyUserId: userOf(c.who),
            content: r.content,
            gmtCreate: replyAt,
            gmtModified: replyAt,
          });
        }
      }
    }
  }

  const states = seeded.flatMap(({ company, items }) =>
    items.flatMap((a) =>
      a.readers.map((r) => ({
        tenantId: company.tenantId,
        announcementId: a.id,
        userId: refs.user(company, r.who, FILE),
        isRead: r.isRead,
        isAdmire: r.isAdmire,
      })),
    ),
  );
  if (states.length > 0) await tx.insert(announcementUser).values(states);
}
