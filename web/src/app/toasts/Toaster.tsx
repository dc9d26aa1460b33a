import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { useAppText } from '../messages';
import { TOAST_DURATION_MS, isSwipeDismiss, swipeOffset } from './toastState';
import type { Toast } from './toastState';

export const TOAST_HOTKEY = 'F8';

const Region = styled.section`
  position: fixed;
  top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space.sm});
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(420px, calc(100% - 1.5rem));
  border-radius: ${({ theme }) => theme.radii.md};
  pointer-events: none;

  &&:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.amberBright};
    outline-offset: 4px;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Item = styled.li<{ $variant: 'default' | 'destructive'; $dragging: boolean }>`
  pointer-events: auto;
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  padding-right: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.forest500)};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerSurface : theme.colors.forest800)};
  color: ${({ theme }) => theme.colors.moonlight};
  box-shadow: ${({ theme }) => theme.shadows.card};
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} 180ms ease-out;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 160ms ease, opacity 160ms ease')};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Close = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.mist};
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;

interface ToastItemProps {
  toast: Toast;
  onDismiss(id: string): void;
}

function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const t = useAppText();
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);
  const startX = useRef(0);

  // Shown for TOAST_DURATION_MS; the clock stops while the reader hovers, touches or focuses the toast.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragX(0);
    setPaused(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (dragX === null) return;
    setDragX(event.clientX - startX.current);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (dragX === null) return;
    const delta = event.clientX - startX.current;
    setDragX(null);
    setPaused(false);
    if (isSwipeDismiss(delta)) onDismiss(toast.id);
  };

  const offset = dragX === null ? 0 : swipeOffset(dragX);
  const variant = toast.variant ?? 'default';
  return (
    <Item
      $variant={variant}
      $dragging={dragX !== null}
      data-testid="toast"
      data-variant={variant}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <Text>
        {toast.title && <Title>{toast.title}</Title>}
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <Close type="button" aria-label={t('dismissNotification')} onClick={() => onDismiss(toast.id)}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Close>
    </Item>
  );
}

interface ToasterProps {
  toasts: readonly Toast[];
  onDismiss(id?: string): void;
}

/** The notification region: always in the page so screen readers hear new toasts; F8 focuses it. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const t = useAppText();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region
      ref={region}
      tabIndex={-1}
      aria-label={t('notifications', { hotkey: TOAST_HOTKEY })}
      aria-live="polite"
      data-testid="toast-region"
    >
      <List>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </List>
    </Region>
  );
}
