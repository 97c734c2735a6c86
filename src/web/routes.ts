import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { LAYOUT_FILES, PAGE_ROUTES, type RouteLayout } from '../shared/routes/route-table.ts';

// Built from the one route table (src/shared/routes/route-table.ts): edit the table, not this file.
// React Router ranks routes by how specific their path is, so the order of the rows does not matter.
export default (Object.keys(LAYOUT_FILES) as RouteLayout[]).map((name) =>
  layout(
    LAYOUT_FILES[name],
    PAGE_ROUTES.filter((r) => r.layout === name).map((r) =>
      r.path === '/' ? index(r.file) : route(r.path.slice(1), r.file),
    ),
  ),
) satisfies RouteConfig;
