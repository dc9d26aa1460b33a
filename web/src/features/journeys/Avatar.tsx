import { initials } from './journeyView';
import { Initials } from './styles';

/** A member's picture, or their initials; the name is read by the surrounding text. */
export function PilgrimAvatar({ name, image, size }: { name: string; image?: string | null; size?: number }) {
  return (
    <Initials $size={size} aria-hidden="true">
      {image ? <img src={image} alt="" /> : initials(name)}
    </Initials>
  );
}
