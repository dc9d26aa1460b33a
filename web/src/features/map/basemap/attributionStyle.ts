import { css } from 'styled-components';

/** MapLibre's credits on our dark maps: a dark band with light text, and a light round button when folded. */
export const legibleAttribution = css`
  && .maplibregl-ctrl.maplibregl-ctrl-attrib {
    background: rgba(7, 17, 11, 0.75);
    color: ${({ theme }) => theme.colors.mist};
    a {
      color: ${({ theme }) => theme.colors.mist};
    }
  }
  && .maplibregl-ctrl-attrib-button {
    background-color: ${({ theme }) => theme.colors.mist};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;
