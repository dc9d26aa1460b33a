import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

interface VariantProps {
  $variant?: ButtonVariant;
}

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.border : theme.colors.amber)};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? 'transparent' : theme.colors.amber)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.moonlight : theme.colors.night)};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease;

  &:hover {
    background: ${({ theme, $variant }) =>
      $variant === 'secondary' ? theme.colors.forest700 : theme.colors.amberBright};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<VariantProps>((props) => ({ type: props.type ?? 'button' }))<VariantProps>`
  ${buttonStyles}
`;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;
