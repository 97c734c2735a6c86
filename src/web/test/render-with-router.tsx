import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders a component that uses links or navigation hooks, inside an in-memory router at `path`
 * (default `/`). For a layout with child pages, use react-router's createRoutesStub instead.
 */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/' }: { path?: string } = {},
): RenderResult {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
