/**
 * The 80 standard text colours of the editor (seed 001 §9), shown as a grid of PALETTE_COLUMNS
 * columns: one column per colour family, each row one shade from light (top) to dark (bottom).
 * Lowercase #rrggbb, the form COLOR: inline styles store.
 */
const FAMILIES = {
  grey: ['#ffffff', '#e0e0e0', '#bdbdbd', '#9e9e9e', '#757575', '#616161', '#424242', '#000000'],
  red: ['#ffebee', '#ffcdd2', '#ef9a9a', '#e57373', '#f44336', '#d32f2f', '#b71c1c', '#7f0000'],
  orange: ['#fff3e0', '#ffe0b2', '#ffcc80', '#ffb74d', '#ff9800', '#f57c00', '#e65100', '#a33a00'],
  yellow: ['#fffde7', '#fff9c4', '#fff59d', '#fff176', '#ffeb3b', '#fbc02d', '#f9a825', '#c17900'],
  green: ['#e8f5e9', '#c8e6c9', '#a5d6a7', '#81c784', '#4caf50', '#388e3c', '#1b5e20', '#0d3b12'],
  cyan: ['#e0f7fa', '#b2ebf2', '#80deea', '#4dd0e1', '#00bcd4', '#0097a7', '#006064', '#003c40'],
  blue: ['#e3f2fd', '#bbdefb', '#90caf9', '#64b5f6', '#2196f3', '#1976d2', '#0d47a1', '#002171'],
  purple: ['#f3e5f5', '#e1bee7', '#ce93d8', '#ba68c8', '#9c27b0', '#7b1fa2', '#4a148c', '#2a0a50'],
  pink: ['#fce4ec', '#f8bbd0', '#f48fb1', '#f06292', '#e91e63', '#c2185b', '#880e4f', '#560027'],
  brown: ['#efebe9', '#d7ccc8', '#bcaaa4', '#a1887f', '#795548', '#5d4037', '#3e2723', '#1f130f'],
} as const;

const COLUMNS = Object.values(FAMILIES);
export const PALETTE_COLUMNS = COLUMNS.length;

/** Row by row (lightest shades first), ready for a grid of PALETTE_COLUMNS columns. */
export const PALETTE: readonly string[] = COLUMNS[0]!.flatMap((_, shade) =>
  COLUMNS.map((family) => family[shade]!),
);

export const COLOR_PATTERN = /^#[0-9a-f]{6}$/;
