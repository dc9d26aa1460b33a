import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { WALK_SAFE } from '@sacred/core/walk-safe';
import { usePollFallback } from '../../app/socketStatus';
import {
  CountSharedWalkViewDocument,
  SharedWalkDocument,
  SharedWalkUpdatedDocument,
  type SharedWalkFieldsFragment,
} from '../../gql/graphql';
import { Page } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EmptyState, LoadingState } from '../../ui/States';
import { LazyTrailMap } from '../map/basemap/LazyTrailMap';
import { routeOf } from '../map/basemap/trail';
import { useFormat } from '../../i18n/format';
import { useWalkSafeText } from './messages';
import { batterySaid, clockSaid, distanceBothSaid, statusSaid } from './walkSafeText';
import { useNow } from '../../ui/useNow';

const Shell = styled(Page)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Status = styled.p<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $live }) => ($live ? theme.colors.moss : theme.colors.amberBright)};

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function SharedWalkView({ walk, now }: { walk: SharedWalkFieldsFragment; now: Date }) {
  const t = useWalkSafeText();
  const f = useFormat();
  const clock = (at: string) => clockSaid(t, f, new Date(at), now);
  const status = statusSaid(t, walk.lastSeenAt, now);
  const sites = walk.sites.map((site) => ({ ...site, id: site.order }));
  const { points, line } = routeOf(
    {
      startingLatitude: walk.startLatitude,
      startingLongitude: walk.startLongitude,
      endingLatitude: walk.endLatitude,
      endingLongitude: walk.endLongitude,
      sites,
    },
    { reached: walk.sites.filter((site) => site.reached).length },
  );
  const here =
    walk.latitude !== null && walk.latitude !== undefined && walk.longitude !== null && walk.longitude !== undefined
      ? { latitude: walk.latitude, longitude: walk.longitude }
      : null;
  const battery = batterySaid(t, f, walk.batteryLevel, walk.batteryAt, now);
  return (
    <>
      <h1>{t('walkHeading', { name: walk.firstName, pilgrimage: walk.pilgrimageName })}</h1>
      <div aria-live="polite">
        {walk.isActive ? (
          <Status $live={status.live} data-testid="share-status">
            {status.text}
          </Status>
        ) : (
          <Status $live={false} data-testid="share-status">
            {status.live && status.ago
              ? t('walkEndedLastSeen', { ago: status.ago })
              : t('walkEnded', { status: status.text })}
          </Status>
        )}
      </div>
      {!walk.positionShared && <Note>{t('positionHidden')}</Note>}
      {walk.positionApproximate && <Note>{t('positionApproximate')}</Note>}
      <LazyTrailMap
        label={
          here
            ? t('mapLabelWithWalker', { pilgrimage: walk.pilgrimageName, name: walk.firstName })
            : t('mapLabel', { pilgrimage: walk.pilgrimageName })
        }
        testId="share-map"
        height="320px"
        points={points}
        line={line}
        walker={
          here
            ? {
                ...here,
                label: status.live
                  ? t('walkerNow', { name: walk.firstName })
                  : status.ago
                    ? t('walkerLastSeen', { name: walk.firstName, ago: status.ago })
                    : t('walkerNoPosition', { name: walk.firstName }),
                stale: !status.live,
              }
            : null
        }
        follow={Boolean(here)}
      />
      <Facts>
        {here && (
          <>
            <dt>{t('lastKnownPosition')}</dt>
            <dd data-testid="share-position">
              {here.latitude.toFixed(5)}, {here.longitude.toFixed(5)}
            </dd>
          </>
        )}
        <dt>{t('walked')}</dt>
        <dd data-testid="share-walked">{distanceBothSaid(t, f, walk.distanceDoneKm)}</dd>
        {walk.distanceLeftKm !== null && walk.distanceLeftKm !== undefined && (
          <>
            <dt>{t('left')}</dt>
            <dd>{distanceBothSaid(t, f, walk.distanceLeftKm)}</dd>
          </>
        )}
        {walk.estimatedArrivalAt && (
          <>
            <dt>{t('estimatedArrival')}</dt>
            <dd>{clock(walk.estimatedArrivalAt)}</dd>
          </>
        )}
        {walk.expectedBackAt && (
          <>
            <dt>{t('expectedBackBy')}</dt>
            <dd>{clock(walk.expectedBackAt)}</dd>
          </>
        )}
        {battery && (
          <>
            <dt>{t('batteryLabel')}</dt>
            <dd>{battery}</dd>
          </>
        )}
      </Facts>
      {walk.sites.length > 0 && (
        <section aria-label={t('sitesOnRoute')}>
          <Note>{t('sitesOnRoute')}</Note>
          <ol>
            {walk.sites.map((site) => (
              <li key={site.order}>{site.reached ? t('siteReached', { name: site.name }) : site.name}</li>
            ))}
          </ol>
        </section>
      )}
      <Note>{walk.linkExpiresAt ? t('privacyNoteEnds', { time: clock(walk.linkExpiresAt) }) : t('privacyNote')}</Note>
    </>
  );
}

/**
 * /share/:token: a walker's live walk for people without an account, with no app chrome beyond the map.
 * Updates arrive over the subscription; while the socket is down the page polls. The status line says
 * "last seen N min ago" as soon as positions stop coming, instead of a stale dot pretending to be live.
 */
export function SharePage() {
  const { token = '' } = useParams();
  // Renewed several times a minute, so "last seen N min ago" keeps telling the truth between updates.
  const now = useNow(15_000);
  const pollInterval = usePollFallback(WALK_SAFE.pollSeconds * 1000);
  const query = useQuery(SharedWalkDocument, { variables: { token }, pollInterval, errorPolicy: 'none' });
  const [countView] = useMutation(CountSharedWalkViewDocument);
  const counted = useRef(false);
  useSubscription(SharedWalkUpdatedDocument, {
    variables: { token },
    skip: !query.data,
    onData: ({ client, data }) => {
      const walk = data.data?.sharedWalkUpdated;
      if (walk) client.writeQuery({ query: SharedWalkDocument, variables: { token }, data: { sharedWalk: walk } });
    },
    // The server ends the stream when the link is revoked or expires: ask again to learn which.
    onComplete: () => void query.refetch().catch(() => undefined),
  });
  useEffect(() => {
    if (counted.current || !token) return;
    counted.current = true;
    countView({ variables: { token } }).catch(() => undefined);
  }, [countView, token]);

  const t = useWalkSafeText();
  const walk = query.data?.sharedWalk;
  useDocumentTitle(walk ? t('walkTitle', { name: walk.firstName }) : t('sharedWalkTitle'));
  const gone = query.error && /expired|turned off|not found/i.test(query.error.message);

  return (
    <Shell data-testid="share-page">
      {walk && !gone ? (
        <SharedWalkView walk={walk} now={now} />
      ) : gone || (query.error && !walk) ? (
        <EmptyState title={t('notShared')} heading>
          {gone ? t('linkGone') : t('loadFailed')}
        </EmptyState>
      ) : (
        <LoadingState label={t('loadingWalk')} count={2} height="6rem" />
      )}
    </Shell>
  );
}
