import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useOfflineText } from './messages';
import { answersFromDevice, onDeviceAnswers } from './offlineQueries';
import { useOnlineStatus } from './useOnlineStatus';

/** True while the device is offline or the pages are being answered from what was kept on it. */
export function useShowingDownloads(): boolean {
  const online = useOnlineStatus();
  const fromDevice = useSyncExternalStore(onDeviceAnswers, answersFromDevice, () => false);
  return !online || fromDevice;
}

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.amber};
  }
`;

/**
 * The calm state that replaces load errors when the network is away: what is on screen comes from
 * the member's downloads (offline mode), and writes wait in the outbox.
 */
export function OfflineNotice({ className }: { className?: string }) {
  const showing = useShowingDownloads();
  const t = useOfflineText();
  if (!showing) return null;
  return (
    <Notice className={className} role="status" data-testid="offline-notice">
      {t('showingDownloads')}
    </Notice>
  );
}
