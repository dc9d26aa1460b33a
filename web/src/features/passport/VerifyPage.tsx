import { useQuery } from '@apollo/client/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CredentialDocument as CredentialQueryDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { EmptyState, LoadingState } from '../../ui/States';
import { useFormat } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useSettings } from '../settings/useSettings';
import { usePassportText } from './messages';
import { PASSPORT_API_TEXTS } from './apiTexts';

const Printable = styled(Card)`
  @media print {
    background: #fff;
    color: #000;
    box-shadow: none;
    border: 1px solid #000;
  }
`;

const Verdict = styled.p<{ $valid: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 700;
  background: ${({ $valid }) => ($valid ? '#1f5130' : '#6b1d1d')};
  color: #fff;
`;

const Qr = styled.img`
  width: 180px;
  height: 180px;
  background: #fff;
  padding: 8px;
`;

const NoPrint = styled.div`
  @media print {
    display: none;
  }
`;

/** The QR code of this page's address, as an SVG data URL (drawn on the device). */
function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

/** /verify/{id}: anyone checks a pilgrim credential; the same page prints (QR code included). */
export function VerifyPage() {
  const t = usePassportText();
  const format = useFormat();
  // A member sees the dates in their own time zone; anyone else in the device's.
  const timeZone = useSettings().settings.preferences.timeZone ?? undefined;
  const when = (iso: string) => format.date(iso, { dateStyle: 'long', timeStyle: 'short', timeZone });
  useDocumentTitle(t('verifyTitle'));
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(CredentialQueryDocument, { variables: { id } });
  const address = `${window.location.origin}/verify/${encodeURIComponent(id)}`;
  const qr = useQrCode(address);
  const credential = data?.credential;
  return (
    <Page>
      <PageTitle>{t('credentialTitle')}</PageTitle>
      {!credential && loading && <LoadingState label={t('checking')} count={1} />}
      {!credential && !loading && error && (
        <EmptyState title={t('noSuchCredential')}>{t('noSuchCredentialText')}</EmptyState>
      )}
      {credential && (
        <Printable data-testid="credential" data-valid={credential.valid}>
          <Verdict $valid={credential.valid} role="status" data-testid="credential-verdict">
            {knownText(t, PASSPORT_API_TEXTS, credential.message)}
          </Verdict>
          <Lead>
            {t.rich(credential.holder ? 'holderCompleted' : 'pilgrimCompleted', {
              holder: credential.holder,
              pilgrimage: credential.pilgrimageName,
              date: when(credential.completedAt),
              name: (chunks) => <strong>{chunks}</strong>,
              time: (chunks) => <time dateTime={credential.completedAt}>{chunks}</time>,
            })}
          </Lead>
          <p>{t('provesStamps')}</p>
          <ol aria-label={t('stampsProved')} data-testid="credential-stamps">
            {credential.stamps.map((stamp, index) => (
              <li key={`${stamp.altarName}-${index}`}>
                {t.rich('provedStamp', {
                  altar: stamp.altarName,
                  date: when(stamp.reachedAt),
                  time: (chunks) => <time dateTime={stamp.reachedAt}>{chunks}</time>,
                })}
              </li>
            ))}
          </ol>
          {credential.positionsChecked && <p>{t('positionsChecked')}</p>}
          {qr && <Qr src={qr} alt={t('qrAlt', { address })} data-testid="credential-qr" />}
          <p>
            {t.rich('signedOn', {
              date: when(credential.issuedAt),
              time: (chunks) => <time dateTime={credential.issuedAt}>{chunks}</time>,
            })}
          </p>
          <NoPrint>
            <Button $variant="secondary" onClick={() => window.print()}>
              {t('print')}
            </Button>
          </NoPrint>
        </Printable>
      )}
    </Page>
  );
}
