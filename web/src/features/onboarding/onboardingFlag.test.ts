import { describe, expect, it, vi } from 'vitest';
import { ONBOARDING_FLAG, isOnboardingCompleted, markOnboardingCompleted } from './onboardingFlag';
import { ONBOARDING_STEPS, COMPLETION_ITEMS, stepLabel } from './steps';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('onboarding flag', () => {
  it('is completed only when the flag reads exactly "true"', () => {
    expect(isOnboardingCompleted(memoryStorage())).toBe(false);
    expect(isOnboardingCompleted(memoryStorage({ [ONBOARDING_FLAG]: 'yes' }))).toBe(false);
    const storage = memoryStorage();
    markOnboardingCompleted(storage);
    expect(storage.getItem(ONBOARDING_FLAG)).toBe('true');
    expect(isOnboardingCompleted(storage)).toBe(true);
  });

  it('survives storage that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isOnboardingCompleted(broken)).toBe(false);
    expect(() => markOnboardingCompleted(broken)).not.toThrow();
    expect(isOnboardingCompleted(null)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('onboarding steps', () => {
  it('has the six steps of the spec in order and the completion list', () => {
    expect(ONBOARDING_STEPS.map((step) => step.title)).toEqual([
      'Welcome',
      'Discover Sacred Spaces',
      'Create Your Own Altar',
      'Sacred Earth Guidelines',
      'Make a Pilgrimage',
      'Build Community',
    ]);
    expect(COMPLETION_ITEMS).toHaveLength(6);
    expect(stepLabel(0)).toBe('Step 1 of 6');
    expect(stepLabel(5)).toBe('Step 6 of 6');
  });
});
