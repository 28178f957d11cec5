/**
 * One prepared statement per page size, each with its LIMIT in its text (`fixedLimit`): PostgreSQL plans a prepared
 * statement afresh on every call while its LIMIT is a parameter (the generic plan always looks dearer), and keeps the
 * generic plan after five calls once the LIMIT is known. Bounded, since sizes come from callers: past `max` sizes it
 * answers undefined and the caller takes its general path.
 */
export function preparedBySize<P>(prepare: (size: number) => P, max = 8): (size: number) => P | undefined {
  const prepared = new Map<number, P>();
  return (size) => {
    let statement = prepared.get(size);
    if (!statement && prepared.size < max) prepared.set(size, (statement = prepare(size)));
    return statement;
  };
}
