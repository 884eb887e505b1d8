import { describe, expect, it } from 'vitest';
import { parseBatchText } from './parse-batch-text';

describe('parseBatchText', () => {
  it('reads a JSON array', () => {
    expect(parseBatchText(' [{"id":"1"},{"id":"2"}] ')).toEqual({ ok: true, items: [{ id: '1' }, { id: '2' }] });
  });

  it('reads NDJSON, skipping blank lines and CRLF endings', () => {
    expect(parseBatchText('{"id":"1"}\r\n\n{"id":"2"}\n')).toEqual({ ok: true, items: [{ id: '1' }, { id: '2' }] });
  });

  it('names each line that is not JSON', () => {
    expect(parseBatchText('{"id":"1"}\nnope\n{"id":"3"}\n{')).toEqual({
      ok: false,
      errors: [{ index: 1, reasons: ['line 2: not valid JSON'] }, { index: 3, reasons: ['line 4: not valid JSON'] }],
    });
  });

  it('reports a broken array as such', () => {
    const result = parseBatchText('[{"id":"1"},');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.reasons[0]).toMatch(/^not valid JSON/);
  });
});
