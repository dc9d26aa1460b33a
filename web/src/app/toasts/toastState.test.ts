import { describe, expect, it } from 'vitest';
import { EMPTY_TOASTS, isSwipeDismiss, swipeOffset, toastReducer } from './toastState';

describe('toastReducer', () => {
  it('keeps one toast: a new one replaces the visible one', () => {
    let state = toastReducer(EMPTY_TOASTS, { type: 'add', toast: { id: '1', title: 'First' } });
    state = toastReducer(state, { type: 'add', toast: { id: '2', title: 'Second', variant: 'destructive' } });
    expect(state.toasts).toEqual([{ id: '2', title: 'Second', variant: 'destructive' }]);
  });

  it('updates a toast in place and ignores unknown ids', () => {
    let state = toastReducer(EMPTY_TOASTS, { type: 'add', toast: { id: '1', title: 'Saving' } });
    state = toastReducer(state, { type: 'update', id: '1', changes: { title: 'Saved' } });
    state = toastReducer(state, { type: 'update', id: 'nope', changes: { title: 'Lost' } });
    expect(state.toasts).toEqual([{ id: '1', title: 'Saved' }]);
  });

  it('drops a dismissed toast for good, or all toasts without an id', () => {
    const state = toastReducer(EMPTY_TOASTS, { type: 'add', toast: { id: '1', title: 'Hello' } });
    expect(toastReducer(state, { type: 'dismiss', id: 'other' }).toasts).toHaveLength(1);
    expect(toastReducer(state, { type: 'dismiss', id: '1' }).toasts).toEqual([]);
    expect(toastReducer(state, { type: 'dismiss' }).toasts).toEqual([]);
  });
});

describe('swipe to dismiss', () => {
  it('needs more than 50 px to the right', () => {
    expect(isSwipeDismiss(50)).toBe(false);
    expect(isSwipeDismiss(51)).toBe(true);
    expect(isSwipeDismiss(-200)).toBe(false);
    expect(swipeOffset(-30)).toBe(0);
    expect(swipeOffset(30)).toBe(30);
  });
});
