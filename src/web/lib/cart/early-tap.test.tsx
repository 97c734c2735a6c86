// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAP_PICKER,
  EARLY_TAP_SCRIPT,
  untilShown,
  useEarlyTap,
} from './early-tap';

// The page as the server drew it: the buy form, before any of the app's scripts ran.
const PAGE = `<form ${EARLY_TAP_ATTRIBUTE}="buy:tee" action="/product/tee" method="get">
  <input type="radio" name="taille" value="S"><input type="radio" name="taille" value="L" checked>
  <input type="hidden" name="quantite" value="1"><button type="submit">Ajouter au panier</button>
</form>`;

function Live({ onTap }: { onTap: (fields: Record<string, string>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  // The hydrated form takes the element the server drew (here: looked up, as hydration would).
  form.current ??= document.querySelector('form');
  useEarlyTap(form, 'buy:tee', onTap);
  return null;
}

const button = () => document.querySelector('button')!;
const tap = () => button().dispatchEvent(new MouseEvent('click', { bubbles: true }));

/** Runs the page script on `page`; returns what removes its listeners (it listens on the window). */
function runPageScript(page: string): () => void {
  document.body.innerHTML = page;
  const added: [string, EventListenerOrEventListenerObject, boolean][] = [];
  const original = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean,
  ) => {
    added.push([type, listener, Boolean(options)]);
    original(type, listener, options);
  }) as typeof window.addEventListener);
  new Function(EARLY_TAP_SCRIPT)();
  vi.mocked(window.addEventListener).mockRestore();
  return () => added.forEach(([t, l, c]) => window.removeEventListener(t, l, c));
}

describe('a tap before the app runs', () => {
  let removeListeners: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    removeListeners = runPageScript(PAGE);
  });
  afterEach(() => {
    removeListeners();
    cleanup();
    vi.useRealTimers();
    delete window.__lagunePendingTaps;
  });

  it('is kept once however often it is tapped, and the button says at once that it heard', () => {
    const submitted = vi.fn();
    document.querySelector('form')!.addEventListener('submit', submitted);
    for (let i = 0; i < 5; i += 1) tap();
    expect(submitted).not.toHaveBeenCalled();
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(window.__lagunePendingTaps).toEqual({ 'buy:tee': { taille: 'L', quantite: '1' } });
  });

  it('is carried out once by the part that owns the form when it goes live; taps made before its answer could be seen are not added again', async () => {
    tap();
    tap();
    const onTap = vi.fn();
    render(<Live onTap={onTap} />);
    expect(onTap).not.toHaveBeenCalled(); // in a task of its own, after the effect
    await vi.advanceTimersByTimeAsync(0);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onTap).toHaveBeenCalledWith({ taille: 'L', quantite: '1' });
    expect(button().hasAttribute('aria-busy')).toBe(false);
    // Tapped again while the answer shows: swallowed, never kept nor carried out a second time.
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    tap();
    await vi.advanceTimersByTimeAsync(100);
    expect(submitted).not.toHaveBeenCalled();
    // A moment later the form is live: the next tap reaches the app's own handler.
    await vi.advanceTimersByTimeAsync(600);
    tap();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(window.__lagunePendingTaps).toEqual({});
  });

  it('nothing kept: the form is live at once', () => {
    render(<Live onTap={vi.fn()} />);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    tap();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('nothing is asked of a part whose element was not tapped', () => {
    const onTap = vi.fn();
    render(<Live onTap={onTap} />);
    expect(onTap).not.toHaveBeenCalled();
  });

  it('falls back to the plain form when the app never comes', () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    tap();
    vi.advanceTimersByTime(14_000);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
  });
});

// A card as the server drew it: its '+' (a link without JavaScript) and its size picker, closed.
const CARD = `<a ${EARLY_TAP_ATTRIBUTE}="plus:tee" ${EARLY_TAP_PICKER}="picker-1" href="/product/tee?ajouter=1">+</a>
<dialog id="picker-1"><form ${EARLY_TAP_ATTRIBUTE}="size:picker-1" action="/product/tee" method="get">
  <input type="hidden" name="ajouter" value="1">
  <button type="submit" name="taille" value="S">S</button><button type="submit" name="taille" value="M">M</button>
</form></dialog>`;

describe("a card's '+' before the app runs", () => {
  let removeListeners: () => void;
  beforeEach(() => {
    // jsdom has no showModal(); a browser's shows the dialog and sets `open`.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    removeListeners = runPageScript(CARD);
  });
  afterEach(() => {
    removeListeners();
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete window.__lagunePendingTaps;
  });

  it('shows the size picker the page holds at once, and keeps nothing: nothing is added yet', () => {
    const plus = document.querySelector('a')!;
    // Whether each tap was stopped from following the link (jsdom never navigates).
    const stopped: boolean[] = [];
    const follow = (event: Event) => {
      stopped.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', follow);
    plus.click();
    plus.click();
    window.removeEventListener('click', follow);
    expect(document.querySelector('dialog')!.open).toBe(true);
    expect(stopped).toEqual([true, true]);
    expect(plus.hasAttribute('aria-busy')).toBe(false);
    expect(window.__lagunePendingTaps).toEqual({});
  });

  it('keeps the size tapped in it once, with the button that says it heard', () => {
    document.querySelector('a')!.click();
    const m = document.querySelector<HTMLButtonElement>('button[value="M"]')!;
    for (let i = 0; i < 5; i += 1) m.click();
    expect(m.getAttribute('aria-busy')).toBe('true');
    expect(window.__lagunePendingTaps).toEqual({ 'size:picker-1': { ajouter: '1', taille: 'M' } });
  });
});

describe('untilShown', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the answer to be in the page, however late it comes', async () => {
    let shown = false;
    void untilShown('[data-toast]').then(() => (shown = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(shown).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<li data-toast>Produit ajouté</li>');
    await new Promise((r) => setTimeout(r, 0));
    expect(shown).toBe(true);
  });

  it('gives up after a few seconds (an answer that never shows does not keep the button dead)', async () => {
    vi.useFakeTimers();
    let shown = false;
    void untilShown('dialog[open]').then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(shown).toBe(true);
  });
});
