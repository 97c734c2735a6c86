// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreferencesForm } from './preferences-form';

describe('PreferencesForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts on Côte d’Ivoire, FCFA and French, with all the options of the spec', () => {
    render(<PreferencesForm />);
    const country = screen.getByLabelText('Pays / région') as HTMLSelectElement;
    const currency = screen.getByLabelText('Devise') as HTMLSelectElement;
    const language = screen.getByLabelText('Langue') as HTMLSelectElement;
    expect(country.value).toBe('CIV');
    expect(currency.value).toBe('XOF');
    expect(language.value).toBe('fr');
    expect([...country.options].map((o) => o.value)).toEqual([
      'CIV',
      'SEN',
      'CMR',
      'BEN',
      'TGO',
      'MLI',
      'FRA',
      'BEL',
      'USA',
      'CAN',
    ]);
    expect([...currency.options].map((o) => o.value)).toEqual(['XOF', 'EUR', 'USD']);
    expect([...language.options].map((o) => o.value)).toEqual(['fr', 'en']);
    expect(screen.getByRole('option', { name: 'Sénégal' })).toBeInTheDocument();
  });

  it('shows the saved banner for 3 seconds after saving', () => {
    render(<PreferencesForm />);
    fireEvent.change(screen.getByLabelText('Pays / région'), { target: { value: 'SEN' } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vos préférences ont été enregistrées.');
    expect((screen.getByLabelText('Pays / région') as HTMLSelectElement).value).toBe('SEN');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Vos préférences ont été enregistrées.');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 3 seconds when saved again', () => {
    render(<PreferencesForm />);
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    fireEvent.click(save);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(save);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Vos préférences ont été enregistrées.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
