import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.mist};
`;

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      {label}
    </Wrap>
  );
}
