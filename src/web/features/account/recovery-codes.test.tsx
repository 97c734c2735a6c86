// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoveryCodes } from './recovery-codes';

const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecoveryCodes', () => {
  it('downloads a .txt holding the 10 codes, copies them, and prints them', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<RecoveryCodes codes={CODES} email="awa@example.ci" onDone={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Télécharger (.txt)' }));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/codes-de-recuperation\.txt$/);
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    const text = await blobs[0]!.text();
    for (const code of CODES) expect(text).toContain(code);
    expect(text).toContain('awa@example.ci');

    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    const printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const frames = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get');
    frames.mockImplementation(function (this: HTMLIFrameElement) {
      return {
        focus: () => undefined,
        print: () => printed.push(this.contentDocument!.body.textContent ?? ''),
      } as unknown as Window;
    });
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(printed).toHaveLength(1);
    for (const code of CODES) expect(printed[0]).toContain(code);
  });
});
