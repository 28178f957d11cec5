type DbError = { constraint?: string; message?: string; query?: string; cause?: DbError };

/**
 * Which declared field a unique violation is about, read from the index's name (`cars_company_car_num_key` names
 * car_num): the driver's `constraint`, else its message, which quotes the name. Drizzle's wrapper is skipped (its
 * message holds the whole query); the longest field name that matches wins, so `gps_num` is not taken for `num`.
 */
export function uniqueFieldOf(error: unknown, fields: readonly string[]): string | undefined {
  let name = '';
  for (let e = error as DbError | undefined; e && !name; e = e.cause) {
    if (e.constraint) name = e.constraint;
    else if (e.query === undefined && /unique/i.test(e.message ?? '')) name = /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
  }
  return [...fields].sort((a, b) => b.length - a.length).find((f) => name.includes(f));
}
