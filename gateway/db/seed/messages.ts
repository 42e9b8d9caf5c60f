import { z } from 'zod';
import { msgNotice } from '../schema';
import { HOUR_MS, type SeedContext } from './context';
import { entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Inboxes of the demo (messages.json): every inbox cycles through the kinds of message, filling each text's
 * placeholders from the word lists and from the message's position, so a long list reads like a real inbox.
 */

const FILE = 'messages.json';
const PLACEHOLDERS = ['course', 'exam', 'task', 'activity', 'day', 'progress', 'score', 'credits', 'chapter'];
const words = z.array(z.string()).min(1);

const messagesFile = entry({
  words: z.strictObject({ course: words, exam: words, task: words, activity: words }),
  kinds: z
    .array(
      entry({
        /** 1 credit, 2 study, 3 exam, 4 activity. */
        msgType: z.number().int().min(1).max(4),
        title: z.string(),
        content: z
          .string()
          .refine(
            (text) => [...text.matchAll(/\{(\w+)\}/g)].every((m) => PLACEHOLDERS.includes(m[1] ?? '')),
            `a placeholder is none of {${PLACEHOLDERS.join('}, {')}}`,
          ),
      }),
    )
    .min(1),
  inboxes: z.array(
    entry({
      company: z.string(),
      who: phone,
      unread: z.number().int().min(0),
      read: z.number().int().min(0),
      /** Where in the cycle of kinds and words the inbox starts. */
      offset: z.number().int().min(0).default(0),
    }),
  ),
});

type MessagesFile = z.output<typeof messagesFile>;

function messageText(data: MessagesFile, i: number): { msgType: number; title: string; content: string } {
  const kind = data.kinds[i % data.kinds.length];
  if (!kind) throw seedDataError(FILE, 'no kinds of message');
  const pick = (list: string[]) => list[i % list.length] ?? '';
  const values: Record<string, string> = {
    course: pick(data.words.course),
    exam: pick(data.words.exam),
    task: pick(data.words.task),
    activity: pick(data.words.activity),
    day: String((i % 27) + 1),
    progress: String((i * 7) % 90),
    score: String(70 + (i % 30)),
    credits: String((i % 4) + 1),
    chapter: String((i % 6) + 2),
  };
  return {
    msgType: kind.msgType,
    title: kind.title,
    content: kind.content.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ''),
  };
}

/** Each inbox's unread and read messages, the unread ones newest, a few hours apart. */
export async function seedMessages({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, messagesFile);
  for (const inbox of data.inboxes) {
    const company = refs.company(inbox.company, FILE);
    const owner = {
      tenantId: company.tenantId,
      enterpriseId: company.enterpriseId,
      userId: refs.user(company, inbox.who, FILE),
    };
    const rows = Array.from({ length: inbox.unread + inbox.read }, (_, i) => {
      const at = new Date(now.getTime() - (i * 3 + 1) * HOUR_MS);
      const isRead = i >= inbox.unread ? 1 : 0;
      return {
        ...owner,
        ...messageText(data, i + inbox.offset),
        isRead,
        readTime: isRead ? new Date(at.getTime() + HOUR_MS) : null,
        gmtCreate: at,
        gmtModified: at,
      };
    });
    for (let i = 0; i < rows.length; i += 100) await tx.insert(msgNotice).values(rows.slice(i, i + 100));
  }
}
