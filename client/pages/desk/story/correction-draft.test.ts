import { describe, expect, it } from 'vitest';
import { changedFields, type CorrectionDraft } from './correction-draft';

const before: CorrectionDraft = { title: 'Old', summary: 'S', outlines: 'a\nb', news: 'Body', subtype: 'Economy', img_urls: '/a.webp' };

describe('a correction draft', () => {
  it('sends only the fields changed, lists as arrays of their non-empty lines', () => {
    expect(changedFields({ ...before, title: 'New', outlines: 'a\n\n b \nc' }, before)).toEqual({ title: 'New', outlines: ['a', 'b', 'c'] });
  });

  it('sends nothing when only blank lines or spaces around list items changed', () => {
    expect(changedFields({ ...before, outlines: ' a\nb\n\n', img_urls: '/a.webp\n' }, before)).toEqual({});
  });
});
