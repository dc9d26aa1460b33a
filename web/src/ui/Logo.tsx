import { useId } from 'react';

/** The Sacred Spaces mark: a moon over a mountain and a small stone altar. Decorative; name it nearby. */
export function Logo({ size = 64 }: { size?: number }) {
  const id = useId();
  const sky = `${id}-sky`;
  const hill = `${id}-hill`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={sky} cx="50%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#1b3826" />
          <stop offset="100%" stopColor="#07110b" />
        </radialGradient>
        <linearGradient id={hill} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#2f6b46" />
          <stop offset="100%" stopColor="#13271b" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${sky})`} stroke="#4b6b55" strokeWidth="1.5" />
      <path d="M43 12a8 8 0 1 0 6.5 12.6A9 9 0 0 1 43 12Z" fill="#e8e4d4" />
      <path d="M6 44 22 24l9 10 7-7 20 17a30 30 0 0 1-52 0Z" fill={`url(#${hill})`} />
      <ellipse cx="32" cy="50" rx="9" ry="2.6" fill="#6b4f36" />
      <ellipse cx="32" cy="46.2" rx="6" ry="2.2" fill="#a88b6a" />
      <ellipse cx="32" cy="42.8" rx="3.4" ry="1.7" fill="#e0a33a" />
    </svg>
  );
}

export const PRODUCT_NAME = 'Sacred Spaces';
