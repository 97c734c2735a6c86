// @vitest-environment jsdom
// Copying the Wave number: the clipboard, or the selection way when it refuses or never answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_WAIT_MS, copyText } from './copy-button';

function useClipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copyText', () => {
  const execCommand = vi.fn(() => true);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });

  afterEach(() => {
    vi.useRealTimers();
    execCommand.mockClear();
  });

  it('writes to the clipboard when it accepts', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    useClipboard(writeText);
    await expect(copyText('+225 07 00 00 00 00')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('+225 07 00 00 00 00');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('copies the selection when the clipboard refuses', async () => {
    useClipboard(() => Promise.reject(new DOMException('Document is not focused.')));
    await expect(copyText('+225 07 00 00 00 00')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('copies the selection when the clipboard never answers, after a second', async () => {
    vi.useFakeTimers();
    useClipboard(() => new Promise<void>(() => undefined));
    const copied = copyText('+225 07 00 00 00 00');
    await vi.advanceTimersByTimeAsync(CLIPBOARD_WAIT_MS - 1);
    expect(execCommand).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(copied).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});
