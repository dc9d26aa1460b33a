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
import { useDocumentTitle } from '../../ui/useDocumentTitle';

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

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

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
  useDocumentTitle('Verify a pilgrim credential');
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(CredentialQueryDocument, { variables: { id } });
  const address = `${window.location.origin}/verify/${encodeURIComponent(id)}`;
  const qr = useQrCode(address);
  const credential = data?.credential;
  return (
    <Page>
      <PageTitle>Pilgrim credential</PageTitle>
      {!credential && loading && <LoadingState label="Checking the credential..." count={1} />}
      {!credential && !loading && error && (
        <EmptyState title="No such credential">The link may be mistyped; ask its holder for the QR code.</EmptyState>
      )}
      {credential && (
        <Printable data-testid="credential" data-valid={credential.valid}>
          <Verdict $valid={credential.valid} role="status" data-testid="credential-verdict">
            {credential.message}
          </Verdict>
          <Lead>
            {credential.holder ? `${credential.holder} completed` : 'A pilgrim completed'}{' '}
            <strong>{credential.pilgrimageName}</strong> on{' '}
            <time dateTime={credential.completedAt}>{when(credential.completedAt)}</time>.
          </Lead>
          <p>It proves these stamps:</p>
          <ol aria-label="Stamps proved" data-testid="credential-stamps">
            {credential.stamps.map((stamp, index) => (
              <li key={`${stamp.altarName}-${index}`}>
                {stamp.altarName}, <time dateTime={stamp.reachedAt}>{when(stamp.reachedAt)}</time>
              </li>
            ))}
          </ol>
          {credential.positionsChecked && (
            <p>
              Each position was checked: a stamp is given only within 0.1 mile of its site. Where the sites are and
              where the pilgrim walked are not part of the credential.
            </p>
          )}
          {qr && <Qr src={qr} alt={`QR code of this page's address, ${address}`} data-testid="credential-qr" />}
          <p>
            Signed by Sacred Spaces (Ed25519) on <time dateTime={credential.issuedAt}>{when(credential.issuedAt)}</time>
            .
          </p>
          <NoPrint>
            <Button $variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </NoPrint>
        </Printable>
      )}
    </Page>
  );
}
