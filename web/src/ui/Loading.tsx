import styled, { keyframes } from 'styled-components';
import { Logo } from './Logo';
import { useUiText } from './messages';

const breathe = keyframes`
  from { opacity: 0.45; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

const Wrap = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 60vh;
  min-height: 60dvh;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};

  svg {
    animation: ${breathe} 1.2s ease-in-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
    }
  }
`;

/**
 * While a page's code or the session check is on its way, before the page knows its own shape (pages
 * that wait for data show a skeleton: ui/States).
 */
export function Loading({ label }: { label?: string }) {
  const t = useUiText();
  return (
    <Wrap role="status" aria-live="polite">
      <Logo size={48} />
      {label ?? t('loading')}
    </Wrap>
  );
}
