// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useBackToClose } from './use-back-to-close';

afterEach(cleanup);

/** A sheet opened by an update outside any tap, as when its on-demand code arrives (the zoom). */
function LateSheet() {
  const [open, setOpen] = useState(false);
  useBackToClose(open, () => setOpen(false));
  useEffect(() => {
    void Promise.resolve().then(() => setOpen(true));
  }, []);
  return open ? <div role="dialog" aria-label="Zoom" /> : null;
}

it('owns its history entry by the time the sheet is in the page: a quick Back closes the sheet, not the page', async () => {
  const entryWhenShown: unknown[] = [];
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="dialog"]'))
      entryWhenShown.push((history.state as Record<string, unknown> | null)?.laguneSheet);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const before = history.length;
  render(<LateSheet />);
  await screen.findByRole('dialog');
  observer.disconnect();
  expect(entryWhenShown[0]).toBeDefined();
  expect(history.length).toBe(before + 1);
});
