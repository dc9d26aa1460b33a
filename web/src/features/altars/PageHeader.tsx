import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAltarsText } from './messages';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  grid-template-columns: 44px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: rgba(7, 17, 11, 0.94);
  border-bottom: 1px solid ${({ theme }) => theme.colors.forest700};
  backdrop-filter: blur(6px);
`;

const Back = styled(Link)`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: 1.4rem;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.moonlight};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A sticky top bar: back to `backTo`, the title, and an action (e.g. Save). */
export function PageHeader({ title, backTo, action }: { title: string; backTo: string; action?: ReactNode }) {
  const t = useAltarsText();
  return (
    <Bar>
      <Back to={backTo} aria-label={t('back')}>
        <span aria-hidden="true">←</span>
      </Back>
      <Title>{title}</Title>
      {action ?? <span />}
    </Bar>
  );
}
