import { useQuery } from '@apollo/client/react';
import { displayName } from '@sacred/core/accounts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { ProfileOverviewDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Page } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState, LoadingState } from '../../ui/States';
import { SignOutButton } from '../accounts/SignOutButton';
import { Avatar } from '../../ui/Avatar';
import { BadgeGrid } from './BadgeGrid';
import { EditProfileDialog } from './EditProfileDialog';
import { ProfileTabs } from './ProfileTabs';
import { Stack } from '../../ui/Stack';
import { useProfileText } from './messages';

const Hero = styled.header`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: radial-gradient(
    circle at 50% 0%,
    ${({ theme }) => theme.colors.forest600},
    ${({ theme }) => theme.colors.forest800} 70%
  );
  text-align: center;
`;

const Name = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Bio = styled.p`
  margin: 0;
  max-width: 32ch;
  color: ${({ theme }) => theme.colors.mist};
  overflow-wrap: anywhere;
`;

const SettingsLink = styled(Link)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.moonlight};

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: ${({ theme }) => theme.space.sm} 0 0;

  div {
    display: grid;
    gap: 2px;
  }
  dt {
    order: 2;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    order: 1;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.amberBright};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function GearIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9l2.1 2.1m10 10 2.1 2.1M4.9 19.1 7 17m10-10 2.1-2.1"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The member's profile (/profile): stats, badges, altars, completions and favourites. */
export function ProfilePage() {
  const t = useProfileText();
  useDocumentTitle(t('documentTitle'));
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const { data, error, refetch } = useQuery(ProfileOverviewDocument, {
    variables: { userId: user?.id ?? 0 },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  if (!user) return null;
  const profile = data?.memberProfile;

  return (
    <Page>
      <Hero>
        <SettingsLink to="/settings" aria-label={t('settings')}>
          <GearIcon />
        </SettingsLink>
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={user.profileImageUrl}
          size={96}
          fallback="emblem"
        />
        <Name>{displayName(user.firstName, user.lastName)}</Name>
        <Bio data-testid="profile-bio">{user.bio || t('defaultBio')}</Bio>
        <Button $variant="secondary" onClick={() => setEditing(true)}>
          {t('editProfile')}
        </Button>
        <ButtonLink to="/passport" $variant="secondary" data-testid="passport-link">
          {t('passport')}
        </ButtonLink>
        <ButtonLink to="/intentions" $variant="secondary" data-testid="intentions-link">
          {t('intentions')}
        </ButtonLink>
        <Counts aria-label={t('yourActivity')}>
          {(
            [
              ['altars', profile?.altarsCount],
              ['pilgrimages', profile?.pilgrimagesCount],
              ['days', profile?.daysSinceJoining],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>
                {value ?? (error ? '–' : <Skeleton $width="2rem" $height="1.4rem" style={{ margin: '0 auto' }} />)}
              </dd>
            </div>
          ))}
        </Counts>
      </Hero>
      <Stack>
        <Card aria-labelledby="sacred-badges">
          <CardTitle id="sacred-badges">{t('sacredBadges')}</CardTitle>
          {data ? (
            <BadgeGrid catalogue={data.badgeCatalogue} earned={data.memberBadges} />
          ) : error ? (
            <ErrorState compact title={t('badgesFailed')} onRetry={() => refetch()} home={null} />
          ) : (
            <LoadingState label={t('loadingBadges')} count={1} height="13rem" />
          )}
        </Card>
        <ProfileTabs userId={user.id} />
        <Footer>
          <SignOutButton />
        </Footer>
      </Stack>
      {editing && <EditProfileDialog open={editing} user={user} onClose={() => setEditing(false)} />}
    </Page>
  );
}
