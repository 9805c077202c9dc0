import { BREAKPOINTS } from '../constants/timings';

/** The styled-components theme every remote shares: a restrained, editorial luxury look. */
export const theme = {
  colors: {
    ink: '#161514',
    text: '#2b2926',
    muted: '#6f6a63',
    subtle: '#736d66',
    background: '#ffffff',
    surface: '#faf8f4',
    surfaceAlt: '#f3efe8',
    border: '#e7e1d7',
    borderStrong: '#cfc6b8',
    accent: '#9c7a45',
    accentDark: '#7d6136',
    accentSoft: '#f4ecdf',
    danger: '#a8322b',
    dangerSoft: '#fbeeed',
    success: '#2f6b3d',
    successSoft: '#ebf4ed',
    info: '#2f5474',
    infoSoft: '#eaf1f7',
    overlay: 'rgba(22, 21, 20, 0.55)',
  },
  fonts: {
    serif: "'Didot', 'Bodoni 72', 'Playfair Display', Georgia, 'Times New Roman', serif",
    sans: "'Inter', 'Helvetica Neue', Helvetica, Arial, system-ui, -apple-system, sans-serif",
    /** The faces UAE devices carry for Arabic, then the Latin ones for names and numbers. */
    arabic: "'Noto Naskh Arabic', 'Geeza Pro', 'Segoe UI', Tahoma, 'DejaVu Sans', sans-serif",
  },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(22, 21, 20, 0.04), 0 4px 16px rgba(22, 21, 20, 0.06)',
    pop: '0 12px 40px rgba(22, 21, 20, 0.18)',
  },
  maxWidth: '1320px',
  media: {
    mobile: `@media (max-width: ${BREAKPOINTS.mobileMax}px)`,
    tablet: `@media (min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
    tabletUp: `@media (min-width: ${BREAKPOINTS.mobileMax + 1}px)`,
    desktop: `@media (min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
  },
  z: { nav: 100, dropdown: 200, drawer: 300, modal: 400, alert: 500 },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // Every styled component of every package sees the shared theme's keys.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
