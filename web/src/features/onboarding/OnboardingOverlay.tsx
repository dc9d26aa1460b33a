import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useOnboardingText } from './messages';
import { OnboardingIcon } from './OnboardingIcon';
import { COMPLETION_KEYS, ONBOARDING_STEPS } from './steps';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StepText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mist};
`;

const Track = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest700};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.moss}, ${({ theme }) => theme.colors.amber});
  transition: width 240ms ease;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  min-height: 15rem;
`;

const IconWrap = styled.div`
  display: grid;
  place-items: center;
  width: 112px;
  height: 112px;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: radial-gradient(
    circle,
    ${({ theme }) => theme.colors.forest700},
    ${({ theme }) => theme.colors.forest800}
  );
`;

const Title = styled.h2`
  /* Focused by script to announce the new view, not for keyboard use: no ring. */
  &:focus-visible {
    outline: none;
  }
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  & > * {
    flex: 1;
  }
`;

const Checklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  text-align: left;
`;

const Check = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.forest700};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.amberBright};
  }
`;

const SkipRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

interface OnboardingOverlayProps {
  open: boolean;
  /** Start Exploring: onboarding is complete. */
  onComplete(): void;
  /** Escape: closed for now, shown again next time. */
  onClose(): void;
}

/** The first-visit guide for a new member: six steps, then "You're All Set!". */
export function OnboardingOverlay({ open, onComplete, onClose }: OnboardingOverlayProps) {
  const t = useOnboardingText();
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const textId = useId();
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const total = ONBOARDING_STEPS.length;
  const done = index >= total;
  const step = ONBOARDING_STEPS[Math.min(index, total - 1)];

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  if (!step) return null;
  const stepLabel = t('stepLabel', { position: index + 1, total });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      closeOnBackdrop={false}
      testId="onboarding"
    >
      {done ? (
        <Body>
          <IconWrap>
            <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="#2f6b46" />
              <path d="m7 12.5 3.2 3.2L17 9" stroke="#f2c063" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </IconWrap>
          <Title id={titleId} ref={doneHeading} tabIndex={-1}>
            {t('completionTitle')}
          </Title>
          <Text id={textId}>{t('completionText')}</Text>
          <Checklist>
            {COMPLETION_KEYS.map((item) => (
              <Check key={item}>
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="m5 12.5 4.2 4.2L19 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
                </svg>
                {t(item)}
              </Check>
            ))}
          </Checklist>
          <Actions style={{ width: '100%' }}>
            <Button onClick={onComplete}>{t('startExploring')}</Button>
          </Actions>
        </Body>
      ) : (
        <>
          <Header>
            <SkipRow>
              <StepText aria-live="polite">{stepLabel}</StepText>
              {/* Skipping is finishing: the guide does not come back on this device. */}
              <Button $variant="secondary" onClick={onComplete}>
                {t('skip')}
              </Button>
            </SkipRow>
            <Track
              role="progressbar"
              aria-label={t('progress')}
              aria-valuemin={1}
              aria-valuemax={total}
              aria-valuenow={index + 1}
              aria-valuetext={stepLabel}
            >
              <Fill $percent={((index + 1) / total) * 100} />
            </Track>
          </Header>
          <Body>
            <IconWrap>
              <OnboardingIcon name={step.icon} />
            </IconWrap>
            <Title id={titleId}>{t(step.titleKey)}</Title>
            <Text id={textId}>{t(step.bodyKey)}</Text>
          </Body>
          <Actions>
            <Button $variant="secondary" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
              {t('previous')}
            </Button>
            <Button onClick={() => setIndex((i) => i + 1)}>{index === total - 1 ? t('getStarted') : t('next')}</Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
