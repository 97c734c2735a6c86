// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initials, ReviewCards } from './review-cards';

describe('ReviewCards', () => {
  afterEach(cleanup);

  it('shows each review with its rating said in words, its text and its author', () => {
    render(
      <ReviewCards
        reviews={[
          { author: 'Awa Bamba', text: 'Livrée le lendemain.', rating: 4 },
          { author: 'Koffi', text: 'Parfait.', rating: 5 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('img').getAttribute('aria-label')).toBe('Note\u202f: 4 sur 5');
    expect(first.getByText('Livrée le lendemain.')).toBeTruthy();
    expect(items[0]!.querySelector('figcaption')?.textContent).toBe('ABAwa Bamba');
  });

  it('stands for the author with at most two letters, whatever the spaces', () => {
    expect(initials('Awa Bamba')).toBe('AB');
    expect(initials('  marie  claire  kouassi ')).toBe('MC');
    expect(initials('Koffi')).toBe('K');
  });
});
