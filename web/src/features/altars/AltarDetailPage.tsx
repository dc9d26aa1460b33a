import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@sacred/core/messages';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AltarWeatherPlaceDocument } from '../../gql/graphql';
import { Loading } from '../../ui/Loading';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/PlaceholderPage';
import { WeatherTab } from '../weather/WeatherTab';

const SectionHeading = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.moonlight};
`;

/** Interim altar page: the name and the Weather tab. The full detail page (000 section 2) comes later. */
export function AltarDetailPage() {
  const { id } = useParams();
  const altarId = Number(id);
  const valid = Number.isInteger(altarId) && altarId > 0 && altarId <= 2147483647;
  const { data, loading, error } = useQuery(AltarWeatherPlaceDocument, {
    variables: { id: altarId },
    skip: !valid,
  });
  const altar = data?.altar;
  useDocumentTitle(altar?.name ?? 'Sacred Space');

  if (valid && loading && !data) return <Loading label={MESSAGES.loadingAltarDetails} />;
  if (!altar) {
    return (
      <Page>
        <PageTitle>{MESSAGES.altarNotFound}</PageTitle>
        {error && <Lead>Please try again in a moment.</Lead>}
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle>{altar.name}</PageTitle>
      <section aria-labelledby="altar-weather-heading">
        <SectionHeading id="altar-weather-heading">Weather</SectionHeading>
        <WeatherTab latitude={altar.latitude} longitude={altar.longitude} />
      </section>
    </Page>
  );
}
