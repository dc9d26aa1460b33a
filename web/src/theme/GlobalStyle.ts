import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; margin: 0; }
  body {
    background: ${({ theme }) => theme.colors.forest900};
    color: ${({ theme }) => theme.colors.moonlight};
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
    /* A word longer than its line (a name without spaces, a link) breaks instead of widening the page. */
    overflow-wrap: anywhere;
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; }
  a { color: ${({ theme }) => theme.colors.amberBright}; }
  /* A button's label keeps its words whole while they fit (a tab is not squeezed into "Naviga-te"). */
  button { font: inherit; overflow-wrap: break-word; }
  /* A control or picture never grows past its box (a file input's own width, a select's longest option). */
  img, video, input, select, textarea { max-width: 100%; }
  :focus { outline: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.amberBright};
    outline-offset: 2px;
  }
  /* MapLibre's own focusable parts get the same ring. The map canvas is a GPU layer that hides an
     outline of its own, so the ring is drawn over it by the map box. */
  .maplibregl-map:has(.maplibregl-canvas:focus-visible)::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border: 3px solid ${({ theme }) => theme.colors.amberBright};
    pointer-events: none;
  }
  /* MapLibre's attribution toggle gets a whole touch target (its icon stays 24 px). */
  .maplibregl-map .maplibregl-ctrl.maplibregl-ctrl-attrib.maplibregl-compact {
    min-height: 44px;
  }
  .maplibregl-map .maplibregl-ctrl.maplibregl-ctrl-attrib.maplibregl-compact-show {
    padding-right: 48px;
  }
  .maplibregl-map .maplibregl-ctrl-attrib.maplibregl-compact .maplibregl-ctrl-attrib-button {
    width: 44px;
    height: 44px;
    background-position: center;
  }
  .maplibregl-ctrl-attrib-button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.amberBright};
    outline-offset: 1px;
    box-shadow: none;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
