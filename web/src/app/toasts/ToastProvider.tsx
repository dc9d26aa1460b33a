import { Suspense, useMemo, useReducer } from 'react';
import type { ReactNode } from 'react';
import { ToastContext } from './toastContext';
import type { ToastApi } from './toastContext';
import { EMPTY_TOASTS, toastReducer } from './toastState';
import { Toaster } from './Toaster';

let counter = 0;
function nextToastId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${counter}`;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, EMPTY_TOASTS);
  const api = useMemo<ToastApi>(
    () => ({
      toast(content) {
        const id = nextToastId();
        dispatch({ type: 'add', toast: { ...content, id } });
        return {
          id,
          dismiss: () => dispatch({ type: 'dismiss', id }),
          update: (changes) => dispatch({ type: 'update', id, changes }),
        };
      },
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
    }),
    [],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Apart from the screens: the region waits for the shell's texts without holding the page back. */}
      <Suspense fallback={null}>
        <Toaster toasts={state.toasts} onDismiss={api.dismiss} />
      </Suspense>
    </ToastContext.Provider>
  );
}
