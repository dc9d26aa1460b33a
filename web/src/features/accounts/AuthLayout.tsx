import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '../../ui/Stack';
import { Logo } from '../../ui/Logo';
import { useUiText } from '../../ui/messages';
import { AccountFieldErrors } from './AccountFieldErrors';
import { useAccountsText } from './messages';

const Screen = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background:
    radial-gradient(ellipse at 50% -10%, rgba(242, 192, 99, 0.1), transparent 50%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.night}, ${({ theme }) => theme.colors.forest900});
`;

const Column = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space.lg}) ${({ theme }) => theme.space.md}
    calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space.xl});
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: fit-content;
  margin: 0 auto ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.moonlight};
  text-decoration: none;
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.overlay};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.amberBright};
  text-align: center;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mist};
  text-align: center;
`;

/** The kit's Stack as the page's form. */
export const FormStack = styled(Stack).attrs({ as: 'form' })``;

export const SubmitButton = styled.button`
  min-height: 52px;
  margin-top: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.amberBright};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** A full-width secondary action; full-page navigation stays a plain link. */
export const OutlineLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.moonlight};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.mist};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.forest600};
  }
`;

export const Footnote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.mist};
  text-align: center;

  a {
    font-weight: 600;
  }
`;

/** The frame of the sign-in and sign-up pages: the brand (a way home) above a card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useAccountsText();
  const product = useUiText()('productName');
  return (
    <Screen>
      <Column>
        <Brand to="/" aria-label={t('brandHome', { product })}>
          <Logo size={40} />
          <span aria-hidden="true">{product}</span>
        </Brand>
        <AccountFieldErrors>{children}</AccountFieldErrors>
      </Column>
    </Screen>
  );
}
