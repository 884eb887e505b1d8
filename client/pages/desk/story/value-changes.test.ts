import { describe, expect, it } from 'vitest';
import { valueChanges } from './value-changes';

describe('valueChanges', () => {
  it('marks the words upstream removed and added, keeping the rest', () => {
    expect(valueChanges('Ferry leaves at nine', 'Ferry leaves at ten', 'en')).toEqual([
      { text: 'Ferry leaves at ', kind: 'same' },
      { text: 'nine', kind: 'removed' },
      { text: 'ten', kind: 'added' },
    ]);
  });

  it('compares Chinese by its words, not as one run without spaces', () => {
    const changes = valueChanges('渡轮九点出发', '渡轮十点出发', 'cn');
    expect(changes.filter((change) => change.kind === 'same').map((change) => change.text).join('')).toContain('渡轮');
    expect(changes.some((change) => change.kind === 'removed')).toBe(true);
    expect(changes.some((change) => change.kind === 'added')).toBe(true);
  });

  it('has nothing removed or added for equal values', () => {
    expect(valueChanges('Same text', 'Same text', '*')).toEqual([{ text: 'Same text', kind: 'same' }]);
  });
});
