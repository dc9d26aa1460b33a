import styled from 'styled-components';
import type { AppTheme } from '../theme/theme';

/** A vertical run of blocks spaced by one step of the spacing scale (md by default). */
export const Stack = styled.div<{ $gap?: keyof AppTheme['space'] }>`
  display: grid;
  /* One column no wider than the stack: a wide child cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;
