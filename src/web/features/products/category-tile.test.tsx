// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryTile } from './category-tile';
import { renderWithRouter } from '~/test/render-with-router';

afterEach(cleanup);

describe('CategoryTile', () => {
  it('links to the category page and shows its icon', () => {
    renderWithRouter(
      <CategoryTile
        category={{ id: 'pull', name: 'Pulls' }}
        icon="/generated/categories/pull.svg"
      />,
    );
    expect(screen.getByRole('link', { name: 'Pulls' })).toHaveAttribute(
      'href',
      '/collections/pull',
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/generated/categories/pull.svg');
    expect(screen.queryByTestId('category-initial')).not.toBeInTheDocument();
  });

  it('shows the first letter of the name in a circle when there is no icon', () => {
    renderWithRouter(
      <CategoryTile category={{ id: 'spring-summer', name: 'Collection Printemps/Été' }} />,
    );
    expect(screen.getByTestId('category-initial')).toHaveTextContent('C');
    expect(document.querySelector('img')).toBeNull();
  });
});
