import { GPX_MESSAGES } from '@sacred/core/pilgrimages';
import { knownText } from '../../i18n/knownTexts';
import { useState } from 'react';
import styled from 'styled-components';
import { HttpError, postForm } from '../../app/http';
import { Card } from '../../ui/Card';
import { FieldLabel } from '../../ui/Field';
import type { SiteChoice } from './SacredSitesEditor';
import { GPX_ERRORS } from './knownErrors';
import { usePilgrimagesText } from './messages';
import { Muted, SectionTitle } from './styles';

/** What the server reads from a GPX file to fill the create form. */
export interface GpxPrefill {
  name: string;
  description: string;
  startingPoint: string;
  endingPoint: string;
  startingLatitude: number | null;
  startingLongitude: number | null;
  endingLatitude: number | null;
  endingLongitude: number | null;
  distance: number | null;
  sites: SiteChoice[];
  unmatchedWaypoints: unknown[];
}

const FileInput = styled.input`
  font: inherit;
  color: ${({ theme }) => theme.colors.mist};
`;

/** The GPX import: sends the chosen file, hands the prefill to the form and says what it matched. */
export function GpxImportCard({ onImported }: { onImported(prefill: GpxPrefill): void }) {
  const t = usePilgrimagesText();
  const [note, setNote] = useState('');
  const [importing, setImporting] = useState(false);

  const importGpx = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    setNote('');
    try {
      const body = new FormData();
      body.append('file', file);
      let prefill: GpxPrefill;
      try {
        prefill = await postForm<GpxPrefill>('/api/pilgrimages/gpx', body);
      } catch (refused) {
        if (!(refused instanceof HttpError)) throw refused;
        setNote(knownText(t, GPX_ERRORS, refused.message || GPX_MESSAGES.malformed));
        return;
      }
      onImported(prefill);
      setNote(
        t('gpxImported', {
          file: file.name,
          sites: prefill.sites.length,
          waypoints: prefill.unmatchedWaypoints.length,
        }),
      );
    } catch (error) {
      console.error('GPX import failed', error);
      setNote(t('gpxFailed'));
    } finally {
      setImporting(false);
    }
  };

  return (
    <Card aria-labelledby="gpx-heading">
      <SectionTitle id="gpx-heading">{t('gpxHeading')}</SectionTitle>
      <Muted>{t('gpxText')}</Muted>
      <FieldLabel>
        {t('gpxFile')}
        <FileInput
          type="file"
          name="gpx"
          accept=".gpx,application/gpx+xml,application/xml,text/xml"
          disabled={importing}
          onChange={(event) => void importGpx(event.target.files?.[0])}
        />
      </FieldLabel>
      {note && (
        <Muted role="status" data-testid="gpx-note">
          {note}
        </Muted>
      )}
    </Card>
  );
}
