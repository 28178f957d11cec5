import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage';

describe('memoryStore', () => {
  it('keeps its values as JSON text in the map it was given, and reads what the map holds', () => {
    const map = new Map<string, string>([['kept', '{"a":1}']]);
    const store = memoryStore(map);
    store.set('token', 'abc');
    expect(map.get('token')).toBe('"abc"');
    expect(store.get('kept')).toEqual({ a: 1 });
    store.remove('kept');
    expect([...map.keys()]).toEqual(['token']);
  });

  it('starts empty without a map', () => {
    expect(memoryStore().get('token')).toBeNull();
  });
});
