import styled from 'styled-components';

/** The look shared by everything that floats over the map: a dark, slightly see-through forest panel. */
export const FloatingPanel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.moonlight};
  box-shadow: ${({ theme }) => theme.shadows.card};
  backdrop-filter: blur(6px);
`;

/** A 44x44 map control (zoom, locate, legend): large enough for a thumb. */
export const ControlButton = styled.button.attrs({ type: 'button' })<{ $active?: boolean }>`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.amber : theme.colors.forest600)};
  background: ${({ theme, $active }) => ($active ? theme.colors.forest500 : theme.colors.overlay)};
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
  svg {
    display: block;
  }
`;

/** A small coloured dot for legends and type labels. */
export const Swatch = styled.span<{ $color: string; $shape?: 'dot' | 'square' }>`
  flex: none;
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: ${({ $shape }) => ($shape === 'square' ? '3px' : '50%')};
  background: ${({ $color }) => $color};
  border: 1px solid rgba(7, 17, 11, 0.8);
`;
