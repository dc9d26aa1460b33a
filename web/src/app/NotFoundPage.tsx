import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { useAppText } from './messages';

const Wrap = styled.section`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: radial-gradient(
    circle at 50% 30%,
    ${({ theme }) => theme.colors.forest700},
    ${({ theme }) => theme.colors.forest900} 70%
  );
`;

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 4.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.amber};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Body = styled.p`
  margin: 0;
  max-width: 28rem;
  color: ${({ theme }) => theme.colors.mist};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

export function NotFoundPage() {
  const t = useAppText();
  useDocumentTitle(t('notFoundTitle'));
  return (
    <Wrap aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <Title id="not-found-title">{t('notFoundTitle')}</Title>
      <Body>{t('notFoundBody')}</Body>
      <Actions>
        <ButtonLink to="/">{t('home')}</ButtonLink>
        <ButtonLink to="/guest" $variant="secondary">
          {t('exploreMap')}
        </ButtonLink>
      </Actions>
    </Wrap>
  );
}
