import { describe, expect, it } from 'vitest';
import { preparedBySize } from '../prepared-by-size';

describe('preparedBySize', () => {
  it('prepares each page size once, and no more sizes than its bound', () => {
    const made: number[] = [];
    const ofSize = preparedBySize((size) => (made.push(size), `page of ${size}`), 2);
    expect(ofSize(20)).toBe('page of 20');
    expect(ofSize(20)).toBe('page of 20');
    expect(ofSize(10)).toBe('page of 10');
    // A third size past the bound: the caller takes its general path, nothing more is prepared.
    expect(ofSize(7)).toBeUndefined();
    expect(made).toEqual([20, 10]);
  });
});
