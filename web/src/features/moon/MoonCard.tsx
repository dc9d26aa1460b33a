import { useState } from 'react';
import styled from 'styled-components';
import { MoonIllustration } from './MoonIllustration';
import { isMoonCardClosed, rememberMoonCardClosed, sessionStore } from './moonCardDismissal';
import { useMoonPhase } from './useMoonPhase';
import { useMoonText } from './messages';
import { illuminatedText, phaseName } from './moonText';
import { useFormat } from '../../i18n/format';

/**
 * Bottom-left of the map: the zoom buttons sit bottom-right and status banners top-centre, and the
 * map screen already ends above the bottom navigation.
 */
const Floating = styled.aside`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: calc(100% - 6rem);
  padding: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.moonlight};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Text = styled.div`
  display: grid;
  min-width: 0;
  padding-right: ${({ theme }) => theme.space.xs};
`;

const Phase = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
  white-space: nowrap;
`;

const Close = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  flex: none;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.forest700};
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;

/** The map home's floating moon-phase card; once closed it stays closed for the session. */
export function MoonCard() {
  const t = useMoonText();
  const format = useFormat();
  const [closed, setClosed] = useState(() => isMoonCardClosed(sessionStore()));
  const state = useMoonPhase(undefined, { skip: closed });
  if (closed) return null;

  const close = () => {
    rememberMoonCardClosed(sessionStore());
    setClosed(true);
  };

  return (
    <Floating aria-label={t('cardLabel')} data-testid="moon-card">
      {state.status === 'loading' ? (
        <Text role="status">
          <Detail>{t('loading')}</Detail>
        </Text>
      ) : (
        <>
          <MoonIllustration phase={state.moon.phase} illumination={state.moon.illumination} size={40} />
          <Text>
            <Phase data-testid="moon-card-phase" data-phase={state.moon.phase}>
              {phaseName(t, state.moon.phase)}
            </Phase>
            <Detail>{illuminatedText(t, format, state.moon.illumination)}</Detail>
          </Text>
        </>
      )}
      <Close aria-label={t('closeCard')} onClick={close}>
        <span aria-hidden="true">×</span>
      </Close>
    </Floating>
  );
}
