import { GPX_MESSAGES } from '@sacred/core/pilgrimages';
import { useState } from 'react';
import styled from 'styled-components';
import { HttpError, postForm } from '../../app/http';
import { Card } from '../../ui/Card';
import { FieldLabel } from '../../ui/Field';
import type { SiteChoice } from './SacredSitesEditor';
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
        setNote(refused.message || GPX_MESSAGES.malformed);
        return;
      }
      onImported(prefill);
      setNote(
        `Imported ${file.name}: ${prefill.sites.length} sacred site(s) matched` +
          (prefill.unmatchedWaypoints.length > 0
            ? `, ${prefill.unmatchedWaypoints.length} waypoint(s) with no altar within 200 m.`
            : '.'),
      );
    } catch (error) {
      console.error('GPX import failed', error);
      setNote('The GPX file could not be imported. Please try again.');
    } finally {
      setImporting(false);
    }
  };

  return (
    <Card aria-labelledby="gpx-heading">
      <SectionTitle id="gpx-heading">Import a GPX route</SectionTitle>
      <Muted>
        Fill the route from a GPX file: its track sets start, end and distance; its waypoints near altars become sacred
        sites.
      </Muted>
      <FieldLabel>
        GPX file
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
