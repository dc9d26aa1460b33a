import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useUiText } from './messages';

const Panel = styled.dialog<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? '480px' : '400px')}, calc(100% - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: auto;

  &::backdrop {
    background: rgba(4, 10, 6, 0.72);
    backdrop-filter: blur(3px);
  }
`;

export const DialogTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const DialogText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mist};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface DialogProps {
  open: boolean;
  /** Escape, or a click on the backdrop when `closeOnBackdrop`. */
  onClose(): void;
  /** The id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  describedBy?: string;
  closeOnBackdrop?: boolean;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus
 * stays inside), Escape arrives as `cancel`, and closing returns focus to where it was.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  closeOnBackdrop = true,
  wide = false,
  testId,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A dialog that is unmounted while open (rendered only while needed) never gets close(), so the
  // browser does not give the focus back: do it here.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      dialog.close();
      const back = opener.current;
      if (back?.isConnected && (document.activeElement === null || document.activeElement === document.body)) {
        back.focus();
      }
    };
  }, []);

  return (
    <Panel
      ref={ref}
      $wide={wide}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(event) => {
        // React state decides whether the dialog is open; Escape only asks.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) {
          const box = event.currentTarget.getBoundingClientRect();
          const inside =
            event.clientX >= box.left &&
            event.clientX <= box.right &&
            event.clientY >= box.top &&
            event.clientY <= box.bottom;
          if (!inside) onClose();
        }
      }}
    >
      {open && children}
    </Panel>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action; Cancel comes first and takes the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useUiText();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={textId} testId="confirm-dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogText id={textId}>{description}</DialogText>
      <DialogActions>
        <Button $variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
