import styled from 'styled-components';

/** A list without bullets, its items spaced by one small step (use `as="ol"` where order matters). */
export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An item shown as a small card: a journal entry, a review. */
export const ListCard = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};

  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 4px 0 0;
  }
`;
