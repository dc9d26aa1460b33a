/** Design tokens: a dark, nature palette (deep forest greens, earth browns, moonlight, amber). */
export const theme = {
  colors: {
    night: '#07110b',
    forest900: '#0c1a12',
    forest800: '#13271b',
    forest700: '#1b3826',
    forest600: '#245034',
    forest500: '#2f6b46',
    moss: '#6f9a5b',
    earth700: '#3b2a1d',
    earth500: '#6b4f36',
    earth300: '#a88b6a',
    moonlight: '#e8e4d4',
    mist: '#b6bfb1',
    amber: '#e0a33a',
    amberBright: '#f2c063',
    danger: '#e0624f',
    ocean: '#0a1620',
    land: '#1a2e22',
    border: '#4b6b55',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Iowan Old Style', 'Palatino Linotype', serif",
  },
  /**
   * The type scale: xs captions and badges, sm meta lines, labels and hints, md body text and inputs
   * (16px, so phones do not zoom into fields), lg card and section titles, xl page titles, xxl big figures.
   */
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  /**
   * The spacing steps: xs inside a line (icon and text), sm between related items (a label and its
   * field, list rows), md between blocks and inside cards, lg page padding and between sections,
   * xl around a state that stands alone (empty, error).
   */
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: { card: '0 8px 24px rgba(0, 0, 0, 0.45)' },
  layout: { bottomNavHeight: '64px', maxContentWidth: '720px' },
  zIndex: { map: 0, overlay: 10, nav: 20, toast: 30 },
} as const;

export type AppTheme = typeof theme;
