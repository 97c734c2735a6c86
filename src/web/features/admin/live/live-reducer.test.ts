import { describe, expect, it } from 'vitest';
import { liveEvent } from '../test/fixtures';
import { initialLiveState, liveStep, type LiveState } from './live-reducer';

const nothingShown = () => false;
const OTHER = '9f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

describe('liveStep', () => {
  it('ready turns the banner on, an error turns it off until the next ready', () => {
    let state: LiveState = initialLiveState;
    state = liveStep(state, { type: 'ready' }, nothingShown).state;
    expect(state.live).toBe(true);
    state = liveStep(state, { type: 'error' }, nothingShown).state;
    expect(state.live).toBe(false);
    expect(liveStep(state, { type: 'ready' }, nothingShown).state.live).toBe(true);
  });

  it('a new order is announced once, fetched alone and refreshes the figures', () => {
    const event = liveEvent();
    const first = liveStep(initialLiveState, { type: 'order.created', event }, nothingShown);
    expect(first.effects).toEqual([
      { kind: 'announce', event },
      { kind: 'refetch-order', id: event.id, placeIfMissing: true },
      { kind: 'refresh-figures' },
    ]);
    // The same event again (a repeat after a reconnection): no second toast.
    const again = liveStep(first.state, { type: 'order.created', event }, () => true);
    expect(again.effects.map((e) => e.kind)).toEqual(['refetch-order', 'refresh-figures']);
  });

  it('a catch-up frame is announced only for an order the lists do not show yet', () => {
    const shown = liveEvent({ replay: true });
    const missed = liveEvent({ id: OTHER, shortId: '9f1c2d3e', replay: true });
    const isShown = (id: string) => id === shown.id;
    const a = liveStep(initialLiveState, { type: 'order.created', event: shown }, isShown);
    expect(a.effects.map((e) => e.kind)).toEqual(['refetch-order', 'refresh-figures']);
    const b = liveStep(a.state, { type: 'order.created', event: missed }, isShown);
    expect(b.effects[0]).toEqual({ kind: 'announce', event: missed });
  });

  it('a status change refetches that order only, without a toast', () => {
    const event = liveEvent({ status: 'shipped' });
    const { effects, state } = liveStep(
      initialLiveState,
      { type: 'order.updated', event },
      () => true,
    );
    expect(effects).toEqual([
      { kind: 'refetch-order', id: event.id, placeIfMissing: false },
      { kind: 'refresh-figures' },
    ]);
    expect(state).toBe(initialLiveState);
  });

  it('a status change of an order the lists do not show only refreshes the figures', () => {
    // An old order beyond the loaded pages: fetching it would put it at the top of the list.
    const event = liveEvent({ status: 'delivered' });
    const { effects } = liveStep(initialLiveState, { type: 'order.updated', event }, nothingShown);
    expect(effects).toEqual([{ kind: 'refresh-figures' }]);
  });

  it('resync reloads everything', () => {
    expect(liveStep(initialLiveState, { type: 'resync' }, nothingShown).effects).toEqual([
      { kind: 'refetch-all' },
    ]);
  });
});
