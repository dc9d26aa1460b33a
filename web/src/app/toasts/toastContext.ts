import { createContext, useContext } from 'react';
import type { ToastContent } from './toastState';

export interface ToastHandle {
  id: string;
  dismiss(): void;
  update(changes: ToastContent): void;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen. */
  toast(content: ToastContent): ToastHandle;
  /** Dismisses one toast, or every toast without an id. */
  dismiss(id?: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts for every feature: `const { toast } = useToast(); toast({ title: 'Saved' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
