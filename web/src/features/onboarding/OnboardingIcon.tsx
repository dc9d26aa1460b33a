import type { ReactNode } from 'react';
import type { OnboardingIcon as IconName } from './steps';

/** Small line illustrations for the onboarding steps, drawn in the theme's moonlight and amber. */
const DRAWINGS: Record<IconName, ReactNode> = {
  welcome: (
    <>
      <circle cx="40" cy="34" r="14" fill="#f2c063" opacity="0.9" />
      <path d="M8 60c10-12 20-18 32-18s22 6 32 18" stroke="#6f9a5b" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M40 12v-6M58 20l4-4M22 20l-4-4" stroke="#f2c063" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  discover: (
    <>
      <path d="M10 20l18-6 24 8 18-6v44l-18 6-24-8-18 6z" fill="#1b3826" stroke="#6f9a5b" strokeWidth="2.5" />
      <path d="M28 14v44M52 22v44" stroke="#6f9a5b" strokeWidth="2" />
      <path d="M40 26a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8z" fill="#e0a33a" />
      <circle cx="40" cy="34" r="3" fill="#0c1a12" />
    </>
  ),
  altar: (
    <>
      <ellipse cx="40" cy="64" rx="26" ry="5" fill="#13271b" />
      <ellipse cx="40" cy="56" rx="18" ry="7" fill="#a88b6a" />
      <ellipse cx="40" cy="44" rx="13" ry="6" fill="#6b4f36" />
      <ellipse cx="40" cy="34" rx="8" ry="4.5" fill="#a88b6a" />
      <path d="M40 29c-2-6 0-12 6-16-1 7-2 11-6 16z" fill="#6f9a5b" />
    </>
  ),
  earth: (
    <>
      <circle cx="40" cy="40" r="26" fill="#0a1620" stroke="#6f9a5b" strokeWidth="2.5" />
      <path
        d="M22 30c6-2 10 2 14 0s6-8 12-6 6 8 2 12-10 2-12 8 4 10-2 12"
        stroke="#6f9a5b"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M54 58c8-10 10-20 6-30-10 4-16 12-14 24" fill="#2f6b46" />
    </>
  ),
  pilgrimage: (
    <>
      <path
        d="M12 66c14-4 10-18 24-22s22 4 32-20"
        stroke="#e8e4d4"
        strokeWidth="3"
        strokeDasharray="4 6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="12" cy="66" r="5" fill="#6f9a5b" />
      <circle cx="38" cy="44" r="5" fill="#e0a33a" />
      <path d="M68 14a7 7 0 0 0-7 7c0 5 7 12 7 12s7-7 7-12a7 7 0 0 0-7-7z" fill="#f2c063" />
    </>
  ),
  community: (
    <>
      <circle cx="26" cy="32" r="8" fill="#a88b6a" />
      <circle cx="54" cy="32" r="8" fill="#6f9a5b" />
      <circle cx="40" cy="26" r="9" fill="#f2c063" />
      <path
        d="M12 62c2-10 8-16 14-16s10 4 12 8M68 62c-2-10-8-16-14-16s-10 4-12 8"
        stroke="#e8e4d4"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M24 64c2-12 8-20 16-20s14 8 16 20" fill="#245034" />
    </>
  ),
};

export function OnboardingIcon({ name }: { name: IconName }) {
  return (
    <svg width="80" height="80" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
      {DRAWINGS[name]}
    </svg>
  );
}
