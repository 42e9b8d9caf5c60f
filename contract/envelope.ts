import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './envelope.routes';

export { Code, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, isAuthCode } from './envelope.routes';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const pageRequest = z.object({
  pageCurrent: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.infer<typeof pageRequest>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageCurrent: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
  });
export interface Page<T> {
  list: T[];
  pageCurrent: number;
  pageSize: number;
  totalCount: number;
  totalPage: number;
}

/** The largest id a 64-bit column holds. */
const MAX_ID = 9223372036854775807n;
/**
 * 64-bit ids travel as decimal strings (JavaScript numbers lose precision past 2^53). Nineteen digits may
 * still exceed the columns' range; such an id is refused here, like any other bad id, instead of failing
 * the database statement that would compare it.
 */
export const id = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/, { message: 'id' })
  .refine((value) => value.length < 19 || BigInt(value) <= MAX_ID, { message: 'id' });
/** Times travel as "yyyy-MM-dd HH:mm:ss" in the server's zone. */
export const dateTime = z.string();
/** A whole percentage, as progress travels. */
export const percent = z.number().int().min(0).max(100);
/** A count, or whole seconds. */
export const count = z.number().int().min(0);
/** Flags are integers 0/1. */
export const flag = z.union([z.literal(0), z.literal(1)]);
