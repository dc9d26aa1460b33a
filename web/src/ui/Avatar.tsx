import { initials, nameInitials } from '@sacred/core/community';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.forest500},
    ${({ theme }) => theme.colors.earth500}
  );
  color: ${({ theme }) => theme.colors.moonlight};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  border: 2px solid ${({ theme }) => theme.colors.forest600};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface AvatarProps {
  /** The member's names, or `name`: a whole display name (the live journey answers one). */
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  name?: string | undefined;
  imageUrl: string | null | undefined;
  size?: number;
  /** The profile shows the default emblem instead of initials. */
  fallback?: 'initials' | 'emblem';
}

/** A member's photo, or their initials (feed, journeys), or the default emblem (profile). Decorative: names are shown beside it. */
export function Avatar({ firstName, lastName, name, imageUrl, size = 44, fallback = 'initials' }: AvatarProps) {
  let content;
  if (imageUrl) content = <img src={imageUrl} alt="" />;
  else if (fallback === 'emblem') content = <DefaultEmblem size={Math.round(size * 0.6)} />;
  else content = name === undefined ? initials(firstName, lastName) : nameInitials(name);
  return (
    <Circle $size={size} aria-hidden="true" data-testid="avatar">
      {content}
    </Circle>
  );
}

/** The default profile emblem: a leaf inside a sun circle. */
export function DefaultEmblem({ size = 48 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-testid="default-emblem"
    >
      <circle cx="24" cy="24" r="20" fill="none" stroke="#f2c063" strokeWidth="2" strokeDasharray="3 4" />
      <path
        d="M24 36c-7-4-10-10-8-18 6 0 12 3 14 9 1 4-1 7-6 9Z"
        fill="#6f9a5b"
        stroke="#e8e4d4"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M24 36c0-6-2-11-6-15" fill="none" stroke="#e8e4d4" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
