// An outage once wrote 37 000 identical error lines. Now the first few of a
// kind are logged, the rest counted, and every request still gets its 503 in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MESSAGES } from './errors.ts';
import { LogCollapser } from './log-collapse.ts';

describe('an outage in the log', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp('pglite', { captureLogs: true });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('300 requests while the database is gone: 300 answers 503 in French, a handful of log lines', async () => {
    await s.t.database.close();
    s.logs.length = 0;
    for (let i = 0; i < 300; i++) {
      const res = await s.app.inject({ url: '/api/stock' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { code: 'service_unavailable', message: MESSAGES.unavailable },
      });
    }
    const lines = s.logs.filter((line) => line.includes('database unavailable'));
    expect(lines).toHaveLength(5);
    expect(s.logs.filter((line) => line.includes('request completed'))).toHaveLength(0);
  });
});

describe('LogCollapser', () => {
  it('logs the first of a kind in each window, counts the rest, and says how many it collapsed', () => {
    let now = 0;
    const collapser = new LogCollapser(1000, 2, 100, () => now);
    expect(collapser.take('a')).toEqual({ log: true, repeated: 0 });
    expect(collapser.take('a')).toEqual({ log: true, repeated: 0 });
    for (let i = 0; i < 10; i++) expect(collapser.take('a')).toEqual({ log: false, repeated: 0 });
    expect(collapser.take('b')).toEqual({ log: true, repeated: 0 });
    now = 1000;
    expect(collapser.take('a')).toEqual({ log: true, repeated: 10 });
    expect(collapser.take('b')).toEqual({ log: true, repeated: 0 });
  });
});
