/** A small seeded generator (mulberry32): the same --seed gives the same data, row for row. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An index drawn by weight. */
  weighted(weights: readonly number[]): number {
    const sum = weights.reduce((a, b) => a + b, 0);
    let u = this.next() * sum;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i] as number;
      if (u < 0) return i;
    }
    return weights.length - 1;
  }

  /** Roughly normal (sum of three uniforms), mean 0, sd ≈ 1. */
  normal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }

  /** A UUID in the v7 layout: a millisecond prefix that grows with `ms`, then random bits from this generator. */
  uuid(ms: number): string {
    const hex = (bits: number, len: number) => Math.floor(this.next() * 2 ** bits).toString(16).padStart(len, '0');
    const time = ms.toString(16).padStart(12, '0');
    const variant = (8 + Math.floor(this.next() * 4)).toString(16);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(12, 3)}-${variant}${hex(12, 3)}-${hex(24, 6)}${hex(24, 6)}`;
  }
}
