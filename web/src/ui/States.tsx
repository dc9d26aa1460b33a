import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isGuestPath } from '../app/navigation';
import { Button, ButtonLink } from './Button';
import { useUiText } from './messages';
import { Skeleton } from './Skeleton';

/**
 * The three states every data view has besides its content, drawn the same way everywhere:
 * a skeleton while loading, an empty state that offers the next step, and an error state with a way
 * out (retry, and a link home).
 */

const Panel = styled.div<{ $compact?: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.md : `${theme.space.xl} ${theme.space.md}`)};
  border: 1px dashed ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.mist};
`;

const ErrorPanel = styled(Panel)`
  border-style: solid;
  border-color: ${({ theme }) => theme.colors.earth500};
  background: ${({ theme }) => theme.colors.forest800};
`;

const Title = styled.p<{ $compact?: boolean }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.md : theme.fontSizes.lg)};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Text = styled.p`
  margin: 0;
  max-width: 28rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Glyph = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest700};
  color: ${({ theme }) => theme.colors.earth300};
`;

function StonesGlyph() {
  return (
    <Glyph aria-hidden="true">
      <svg width="28" height="24" viewBox="0 0 28 24" focusable="false">
        <ellipse cx="14" cy="20" rx="11" ry="3" fill="currentColor" opacity="0.5" />
        <ellipse cx="14" cy="14.5" rx="7.5" ry="3" fill="currentColor" opacity="0.75" />
        <ellipse cx="14" cy="9" rx="4.5" ry="2.4" fill="currentColor" />
      </svg>
    </Glyph>
  );
}

function CloudGlyph() {
  return (
    <Glyph aria-hidden="true">
      <svg width="28" height="24" viewBox="0 0 28 24" focusable="false">
        <path
          d="M8 19h13a5 5 0 0 0 .6-9.96A7 7 0 0 0 8.2 8.1 5.5 5.5 0 0 0 8 19Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M14 10v4.5M14 17v.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Glyph>
  );
}

export interface EmptyStateProps {
  title: string;
  /** One line on what to do next. */
  children?: ReactNode;
  /** The next step: a Button or ButtonLink. */
  action?: ReactNode;
  /** Inside a tab or card: less padding, no illustration. */
  compact?: boolean;
  /** The title is the page's heading (a page that is only this state). */
  heading?: boolean;
}

/** Nothing here yet, and what to do about it. */
export function EmptyState({ title, children, action, compact, heading }: EmptyStateProps) {
  return (
    <Panel $compact={compact} data-testid="empty-state">
      {!compact && <StonesGlyph />}
      <Title as={heading ? 'h1' : 'p'} $compact={compact}>
        {title}
      </Title>
      {children && <Text>{children}</Text>}
      {action && <Actions>{action}</Actions>}
    </Panel>
  );
}

export { ERROR_STATE_TEXT } from './stateTexts';

export interface ErrorStateProps {
  /** What failed, e.g. "Could not load pilgrimages". */
  title?: string;
  message?: string;
  /** Reloads the data; may return a promise (Apollo's refetch), whose failure keeps this state. */
  onRetry?: () => unknown;
  /** Where the way out leads; the map home (or the guest map) by default. `null` hides the link. */
  home?: { to: string; label: string } | null;
  compact?: boolean;
  /** The title is the page's heading (a page that is only this state). */
  heading?: boolean;
}

/** A request failed: say so plainly, offer to try again and a way home. */
export function ErrorState({ title, message, onRetry, home, compact, heading }: ErrorStateProps) {
  const t = useUiText();
  const { pathname } = useLocation();
  const [retrying, setRetrying] = useState(false);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // Inside a card the title says enough, unless the device is offline, which is worth knowing.
  const text = message ?? (offline ? t('errorOffline') : compact ? null : t('errorOnline'));
  const way = home === undefined ? { to: isGuestPath(pathname) ? '/guest' : '/', label: t('backToMap') } : home;

  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The query's own error state shows the failure; nothing more to say here.
    } finally {
      setRetrying(false);
    }
  };

  return (
    <ErrorPanel $compact={compact} role="alert" data-testid="error-state">
      {!compact && <CloudGlyph />}
      <Title as={heading ? 'h1' : 'p'} $compact={compact}>
        {title ?? t('errorTitle')}
      </Title>
      {text && <Text>{text}</Text>}
      <Actions>
        {onRetry && (
          <Button onClick={() => void retry()} disabled={retrying}>
            {retrying ? t('retrying') : t('retry')}
          </Button>
        )}
        {way && (
          <ButtonLink to={way.to} $variant="secondary">
            {way.label}
          </ButtonLink>
        )}
      </Actions>
    </ErrorPanel>
  );
}

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StatusText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

export interface LoadingStateProps {
  /** Announced to assistive technology and shown under the placeholders (the spec's loading texts). */
  label: string;
  /** How many card placeholders, and how tall each is. */
  count?: number;
  height?: string;
  /** A custom skeleton instead of the cards. */
  children?: ReactNode;
}

/** Placeholders in the shape of what is coming, with a short status line. */
export function LoadingState({ label, count = 3, height = '5rem', children }: LoadingStateProps) {
  return (
    <Status role="status" aria-live="polite" aria-busy="true" data-testid="loading-state">
      {children ?? Array.from({ length: count }, (_, index) => <Skeleton key={index} $height={height} />)}
      <StatusText>{label}</StatusText>
    </Status>
  );
}

const DetailBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A whole page on its way: a hero band (for pages that open with a photo), a title, a meta line and
 * content blocks.
 */
export function PageSkeleton({ label, hero = false }: { label: string; hero?: boolean }) {
  return (
    <>
      {hero && <Skeleton $height="16rem" style={{ borderRadius: 0 }} />}
      <DetailBody>
        <LoadingState label={label}>
          <Skeleton $width="65%" $height="2rem" />
          <Row>
            <Skeleton $width="30%" $height="1.1rem" />
            <Skeleton $width="22%" $height="1.1rem" />
          </Row>
          <Skeleton $height="4.5rem" />
          <Skeleton $height="7rem" />
          <Skeleton $height="7rem" />
        </LoadingState>
      </DetailBody>
    </>
  );
}
