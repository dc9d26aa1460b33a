import { useQuery } from '@apollo/client/react';
import { SACRED_SPACES_CLAIM_CAP } from '@sacred/core/altars-claim';
import styled from 'styled-components';
import { GuestBannerCountDocument } from '../gql/graphql';
import { ButtonLink } from '../ui/Button';
import { useAppText } from './messages';

export const GUEST_BANNER = {
  title: 'Sacred Guest Mode',
} as const;

/** core's `sacredSpacesClaim` in the displayed language: "Exploring 12 sacred spaces", "500+" from 500 on. */
function useClaim(count: number | undefined): string {
  const t = useAppText();
  if (count === undefined) return t('guestClaimUnknown');
  if (count >= SACRED_SPACES_CLAIM_CAP) return t('guestClaimCapped', { cap: SACRED_SPACES_CLAIM_CAP });
  return t('guestClaim', { count });
}

const Banner = styled.aside`
  position: fixed;
  top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space.sm});
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.overlay};
  box-shadow: ${({ theme }) => theme.shadows.card};
  backdrop-filter: blur(8px);
`;

const Emblem = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest700};
  color: ${({ theme }) => theme.colors.amberBright};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  line-height: 1.25;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Claim = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
`;

const SignIn = styled(ButtonLink)`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** On the guest map: what guest mode is, and the way to sign in. */
export function GuestBanner() {
  // The real count ("500+" from 500 on); no figure at all until it is known.
  const { data } = useQuery(GuestBannerCountDocument, { fetchPolicy: 'cache-and-network' });
  const t = useAppText();
  const claim = useClaim(data?.sacredSpaceCount);
  return (
    <Banner aria-label={t('guestModeTitle')} data-testid="guest-banner">
      <Emblem aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
          <path
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.2 5.8-2.3 6.1-6.1 2.3 2.3-6.1 6.1-2.3Z"
            fill="currentColor"
          />
        </svg>
      </Emblem>
      <Text>
        <Title>{t('guestModeTitle')}</Title>
        <Claim>{claim}</Claim>
      </Text>
      <SignIn to="/login">{t('signIn')}</SignIn>
    </Banner>
  );
}
