import { z } from 'zod';

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Every response body is {code, msg, data} (ARCHITECTURE.md rule 4). One envelope per data schema (schemas are
 * immutable), so whatever is derived from it once, like the server's compiled serializer, is derived once.
 */
export function envelope<T extends z.ZodType>(data: T) {
  let wrapped = envelopes.get(data) as ReturnType<typeof envelopeOf<T>> | undefined;
  if (!wrapped) envelopes.set(data, (wrapped = envelopeOf(data)));
  return wrapped;
}

function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });

export type Envelope<T> = { code: number; msg: string; data: T };

/** A page of rows as the spec's list calls answer it. */
export function page<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total_count: z.number().int(),
    cur_page: z.number().int(),
    page_size: z.number().int(),
  });
}

export const emptyData = z.null();
