/**
 * A set of 64-bit fingerprints in one typed array, open addressing with linear probing: no heap object per entry (a
 * `Map<string, number>` entry cost ≈ 250–300 bytes of heap the collector walks; here an entry is 8 bytes of a slot).
 * Only adds, never removes: the replay store drops a whole table at once (replay-store.ts). Kept at most half full,
 * so a probe looks at ≈ 1.5 slots on average.
 */
export class FingerprintTable {
  /** Slot i is (slots[2i], slots[2i+1]) = (high, low) 32 bits; (0, 0) is an empty slot, never a fingerprint. */
  private readonly slots: Uint32Array;
  private readonly mask: number;
  size = 0;

  /** capacity: slots, a power of two. */
  constructor(readonly capacity: number) {
    if (!Number.isInteger(Math.log2(capacity)) || capacity < 2) throw new RangeError(`capacity ${capacity} is not a power of two`);
    this.slots = new Uint32Array(capacity * 2);
    this.mask = capacity - 1;
  }

  /** Whether it holds more than half its slots: the owner then adds into a larger table instead. */
  get full(): boolean {
    return this.size * 2 >= this.capacity;
  }

  has(high: number, low: number): boolean {
    const slots = this.slots;
    for (let i = low & this.mask; ; i = (i + 1) & this.mask) {
      const h = slots[2 * i] as number;
      const l = slots[2 * i + 1] as number;
      if (h === high && l === low) return true;
      if (h === 0 && l === 0) return false;
    }
  }

  /** Adds a fingerprint the caller has checked is absent (from every table); the table must not be full. */
  add(high: number, low: number): void {
    const slots = this.slots;
    let i = low & this.mask;
    while ((slots[2 * i] as number) !== 0 || (slots[2 * i + 1] as number) !== 0) i = (i + 1) & this.mask;
    slots[2 * i] = high;
    slots[2 * i + 1] = low;
    this.size += 1;
  }

  get bytes(): number {
    return this.slots.byteLength;
  }
}
