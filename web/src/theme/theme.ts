/**
 * Design tokens. Two palettes with the same names: dark (deep forest greens, earth browns, moonlight,
 * amber) and light (parchment and ink). The names keep their role in both: `night` is the deepest
 * surface and the text on an amber button, `moonlight` the body text, `mist` quieter text, `amber` the
 * accent and `amberBright` links and the focus ring. Every text pair keeps WCAG AA contrast in both.
 */
const darkColors = {
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
  /** Panels floating over the map, slightly see-through. */
  overlay: 'rgba(19, 39, 27, 0.94)',
  /** Text for errors on the page background. */
  dangerText: '#f08a78',
  /** The surface of an error notice (a failed action's toast), under body text. */
  dangerSurface: '#3a1511',
};

export type ThemeColors = { [K in keyof typeof darkColors]: string };

const lightColors: ThemeColors = {
  night: '#fffdf7',
  forest900: '#f4f1e6',
  forest800: '#fffdf7',
  forest700: '#e6e1cf',
  forest600: '#cfc8b0',
  forest500: '#7f9b83',
  moss: '#3d6a33',
  earth700: '#eadfce',
  earth500: '#9b7753',
  earth300: '#6b4f36',
  moonlight: '#1c2a20',
  mist: '#4a574d',
  amber: '#8a5300',
  amberBright: '#7a4700',
  danger: '#b3382a',
  ocean: '#d6e4e8',
  land: '#eceee0',
  border: '#7d8c7f',
  overlay: 'rgba(255, 253, 247, 0.96)',
  dangerText: '#a3301f',
  dangerSurface: '#fbe6e1',
};

const shared = {
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
  layout: { bottomNavHeight: '64px', maxContentWidth: '720px' },
  zIndex: { map: 0, overlay: 10, nav: 20, toast: 30 },
} as const;

export type AppTheme = typeof shared & {
  mode: 'dark' | 'light';
  colors: ThemeColors;
  shadows: { card: string };
};

export const theme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: darkColors,
  shadows: { card: '0 8px 24px rgba(0, 0, 0, 0.45)' },
};

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: lightColors,
  shadows: { card: '0 6px 18px rgba(60, 50, 30, 0.18)' },
};

export const THEMES_BY_MODE = { dark: theme, light: lightTheme } as const;
