import { describe, expect, it } from 'vitest';
import { holdsNul } from '../edge-guards';

// The NUL guard runs on every call's query, params, body and headers; it walks them without allocating, so these pin
// down what it must still find wherever it hides.
describe('holdsNul', () => {
  it('finds NUL in a string, a key, a nested value and an array element', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ ['k\u0000']: 'v' })).toBe(true);
    expect(holdsNul({ a: { b: [1, { c: 'x\u0000' }] } })).toBe(true);
    expect(holdsNul(['ok', ['deeper', ['\u0000']]])).toBe(true);
    expect(holdsNul([{ k: 'v' }, 'x\u0000'])).toBe(true);
  });

  it('passes what holds none, whatever its shape', () => {
    expect(holdsNul(undefined)).toBe(false);
    expect(holdsNul(null)).toBe(false);
    expect(holdsNul(42)).toBe(false);
    expect(holdsNul({ 'user-agent': 'x', accept: '*/*', n: 1, t: true, e: null })).toBe(false);
    expect(holdsNul({ a: [1, 'two', { three: ['四'] }], b: {} })).toBe(false);
    expect(holdsNul(Object.assign(Object.create(null), { q: 'v' }))).toBe(false);
  });

  it('checks a null-prototype object (a parsed query) and ignores inherited keys', () => {
    expect(holdsNul(Object.assign(Object.create(null), { q: 'v\u0000' }))).toBe(true);
    expect(holdsNul(Object.create({ inherited: '\u0000' }))).toBe(false);
  });

  it('walks a very long array and a deep nesting without overflowing the stack', () => {
    expect(holdsNul(Array.from({ length: 300_000 }, () => 'x'))).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(holdsNul(deep)).toBe(true);
  });
});
