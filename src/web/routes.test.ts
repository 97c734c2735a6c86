import { describe, expect, it } from 'vitest';
import { LAYOUT_FILES, PAGE_ROUTES } from '@shared/routes/route-table.ts';
import routeConfig from './routes';

describe('routes.ts', () => {
  it('is the React Router config: one layout route per wing, holding that wing’s rows', () => {
    expect(routeConfig.map((l) => l.file)).toEqual(Object.values(LAYOUT_FILES));
    const configured = routeConfig.flatMap((l) =>
      (l.children ?? []).map((c) => [l.file, c.index ? '/' : `/${c.path}`, c.file]),
    );
    expect(configured).toEqual(
      expect.arrayContaining(PAGE_ROUTES.map((r) => [LAYOUT_FILES[r.layout], r.path, r.file])),
    );
    expect(configured).toHaveLength(PAGE_ROUTES.length);
  });
});
