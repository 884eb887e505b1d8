import { describe, expect, it } from 'vitest';
import { withContentKeys } from './list-keys';

const keysOf = (texts: string[]) => withContentKeys(texts, (text) => text).map(({ key }) => key);

describe('withContentKeys', () => {
  it('keys each item by its content, repeats apart, in order', () => {
    expect(keysOf(['a', 'b', 'a', 'a'])).toEqual(['1:a', '1:b', '2:a', '3:a']);
    expect(withContentKeys([{ title: 'T' }], (section) => section.title)).toEqual([{ key: '1:T', item: { title: 'T' } }]);
  });

  it('keeps an item’s key when items before it change, and never gives one key twice', () => {
    expect(keysOf(['x', 'b'])[1]).toBe(keysOf(['b'])[0]);
    const texts = ['2:a', 'a', 'a', '1:2:a', ''];
    expect(new Set(keysOf(texts)).size).toBe(texts.length);
  });
});
