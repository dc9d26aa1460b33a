import { useUnitsShown } from '../settings/useSettings';
import { useQuery } from '@apollo/client/react';
import { moveItem, PILGRIMAGE_LIMITS } from '@sacred/core/pilgrimages';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { PlanningAltarSearchDocument } from '../../gql/graphql';
import { Card } from '../../ui/Card';
import { InputField } from '../../ui/Form';
import { FieldError } from '../../ui/Field';
import { Muted, numberedSite, SectionTitle } from './styles';
import { List as KitList } from '../../ui/List';
import { usePilgrimagesText } from './messages';
import { useAltarsText } from '../altars/messages';
import { altarTypeText } from '../altars/localText';
import { useTrailFormat } from './trailFormat';

export interface SiteChoice {
  id: number;
  name: string;
  altarType: string;
  description?: string | null;
  latitude: number;
  longitude: number;
  distanceMeters?: number;
}

const List = styled(KitList).attrs({ as: 'ol' })``;

const Item = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.forest900};

  ${numberedSite}
`;

const Name = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Tools = styled.div`
  display: flex;
  gap: 4px;
`;

const Tool = styled.button.attrs({ type: 'button' })`
  display: grid;
  place-items: center;
  min-width: 44px;
  height: 44px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.amber};
  }
`;

const Choices = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 240px;
  overflow-y: auto;
`;

const Choice = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  small {
    display: block;
    color: ${({ theme }) => theme.colors.mist};
  }
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.moonlight};
`;

interface SacredSitesEditorProps {
  sites: SiteChoice[];
  nearby: readonly SiteChoice[];
  error: string | undefined;
  onChange(sites: SiteChoice[]): void;
  onAdd(site: SiteChoice): void;
}

/** The optional, ordered and numbered Sacred Sites list: add (nearby or search), remove, reorder by buttons. */
export function SacredSitesEditor({ sites, nearby, error, onChange, onAdd }: SacredSitesEditorProps) {
  const units = useUnitsShown();
  const t = usePilgrimagesText();
  const altarsText = useAltarsText();
  const format = useTrailFormat();
  const distanceAway = (meters: number | undefined) =>
    meters === undefined ? '' : t('siteAway', { distance: format.nearby(meters, units) });
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const found = useQuery(PlanningAltarSearchDocument, { variables: { q: query }, skip: query.length < 2 });
  const full = sites.length >= PILGRIMAGE_LIMITS.maxSites;
  const available = (list: readonly SiteChoice[]) =>
    list.filter((altar) => !sites.some((site) => site.id === altar.id));
  const nearbyChoices = available(nearby).slice(0, 8);
  const searchChoices = query.length >= 2 ? available(found.data?.altars ?? []) : [];

  const renderChoice = (altar: SiteChoice) => (
    <Choice key={altar.id}>
      <div>
        {altar.name}
        <small>
          {altarTypeText(altarsText, altar.altarType)}
          {distanceAway(altar.distanceMeters)}
        </small>
      </div>
      <Tool onClick={() => onAdd(altar)} disabled={full} aria-label={t('addNamed', { name: altar.name })}>
        {t('add')}
      </Tool>
    </Choice>
  );

  return (
    <Card aria-labelledby="sites-heading">
      <SectionTitle id="sites-heading">{t('sacredSites')}</SectionTitle>
      <Muted>{t('sitesOptional')}</Muted>
      {sites.length === 0 ? (
        <Muted>{t('noSitesYet')}</Muted>
      ) : (
        <List aria-label={t('sitesInOrder')} data-testid="selected-sites">
          {sites.map((site, index) => (
            <Item key={site.id} data-testid="selected-site">
              <span aria-hidden="true">{index + 1}</span>
              <Name>
                {site.name}
                <small>{altarTypeText(altarsText, site.altarType)}</small>
              </Name>
              <Tools>
                <Tool
                  aria-label={t('moveUp', { name: site.name })}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(sites, index, -1))}
                >
                  <span aria-hidden="true">↑</span>
                </Tool>
                <Tool
                  aria-label={t('moveDown', { name: site.name })}
                  disabled={index === sites.length - 1}
                  onClick={() => onChange(moveItem(sites, index, 1))}
                >
                  <span aria-hidden="true">↓</span>
                </Tool>
                <Tool
                  aria-label={t('remove', { name: site.name })}
                  onClick={() => onChange(sites.filter((entry) => entry.id !== site.id))}
                >
                  <span aria-hidden="true">✕</span>
                </Tool>
              </Tools>
            </Item>
          ))}
        </List>
      )}
      {error && <FieldError data-field-error="altarIds">{error}</FieldError>}
      <InputField
        label={t('findSite')}
        name="siteSearch"
        placeholder={t('findSitePlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {query.length >= 2 && (
        <Choices aria-label={t('searchResults')}>
          {searchChoices.length === 0 && !found.loading ? (
            <Muted>{t('noMatches')}</Muted>
          ) : (
            searchChoices.map(renderChoice)
          )}
        </Choices>
      )}
      {nearbyChoices.length > 0 && (
        <>
          <SubTitle>{t('nearbySites')}</SubTitle>
          <Choices aria-label={t('nearbySites')}>{nearbyChoices.map(renderChoice)}</Choices>
        </>
      )}
    </Card>
  );
}
