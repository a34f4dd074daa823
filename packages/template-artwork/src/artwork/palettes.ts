import type { Metal } from './defs';

/**
 * A template's colours. `paper` and `paperEdge` make the page (light in the middle, where the text
 * goes); `main` carries frames and bands; `accent` is the second colour; `metal` the finish of
 * seals, stars and gilded lines.
 */
export interface Palette {
  paper: string;
  paperEdge: string;
  main: string;
  mainDark: string;
  mainLight: string;
  accent: string;
  metal: Metal;
}

export const PALETTES = {
  royalBlue: {
    paper: '#fffdf7',
    paperEdge: '#efe5cc',
    main: '#1f3f86',
    mainDark: '#0f2254',
    mainLight: '#6f8fd0',
    accent: '#b3262f',
    metal: 'gold',
  },
  crimson: {
    paper: '#fffaf3',
    paperEdge: '#f3dfc6',
    main: '#a11d26',
    mainDark: '#650b12',
    mainLight: '#e0737a',
    accent: '#1f3f86',
    metal: 'gold',
  },
  emerald: {
    paper: '#fbfdf8',
    paperEdge: '#e3eed9',
    main: '#1d6b47',
    mainDark: '#0c3d27',
    mainLight: '#79b892',
    accent: '#c28f22',
    metal: 'gold',
  },
  navyGold: {
    paper: '#ffffff',
    paperEdge: '#eef1f6',
    main: '#15233f',
    mainDark: '#0a1224',
    mainLight: '#4a5f8f',
    accent: '#e0a526',
    metal: 'gold',
  },
  burgundy: {
    paper: '#fffaf5',
    paperEdge: '#f1ddd0',
    main: '#7b1531',
    mainDark: '#4a0a1c',
    mainLight: '#c76b86',
    accent: '#2d5a3d',
    metal: 'gold',
  },
  violet: {
    paper: '#fdfbff',
    paperEdge: '#ebe2f5',
    main: '#5b2b8c',
    mainDark: '#351552',
    mainLight: '#a98bd0',
    accent: '#e2a93b',
    metal: 'gold',
  },
  teal: {
    paper: '#fbfefe',
    paperEdge: '#dcefee',
    main: '#0e7c80',
    mainDark: '#06484b',
    mainLight: '#7cc6c4',
    accent: '#f28c28',
    metal: 'silver',
  },
  steppeSky: {
    paper: '#fbfeff',
    paperEdge: '#dcf0f9',
    main: '#0096d1',
    mainDark: '#005f86',
    mainLight: '#8fd3ef',
    accent: '#f2b705',
    metal: 'gold',
  },
  autumn: {
    paper: '#fffbf2',
    paperEdge: '#f6e3c3',
    main: '#c4501a',
    mainDark: '#7a2c0c',
    mainLight: '#f0a35a',
    accent: '#8a9a2b',
    metal: 'bronze',
  },
  winter: {
    paper: '#fbfdff',
    paperEdge: '#dcebf7',
    main: '#2b6aa6',
    mainDark: '#143c66',
    mainLight: '#a9d0ef',
    accent: '#c0d9ee',
    metal: 'silver',
  },
  blossom: {
    paper: '#fffbfb',
    paperEdge: '#f9e3e6',
    main: '#cf5a7b',
    mainDark: '#8c2b48',
    mainLight: '#f4b6c6',
    accent: '#5f8f4e',
    metal: 'gold',
  },
  sport: {
    paper: '#ffffff',
    paperEdge: '#eaf1f7',
    main: '#1d3557',
    mainDark: '#0d1b30',
    mainLight: '#5d89b8',
    accent: '#e63946',
    metal: 'gold',
  },
  sunny: {
    paper: '#fffef7',
    paperEdge: '#fff0c7',
    main: '#f08a24',
    mainDark: '#b3540b',
    mainLight: '#ffd27a',
    accent: '#2a9d8f',
    metal: 'gold',
  },
  forest: {
    paper: '#fcfdf8',
    paperEdge: '#e8eed7',
    main: '#3d6b2f',
    mainDark: '#1f3d16',
    mainLight: '#9cc27f',
    accent: '#b3262f',
    metal: 'bronze',
  },
  graphite: {
    paper: '#ffffff',
    paperEdge: '#eceef0',
    main: '#2e3440',
    mainDark: '#1a1e26',
    mainLight: '#8a94a6',
    accent: '#c9a227',
    metal: 'gold',
  },
  silverBlue: {
    paper: '#fcfdff',
    paperEdge: '#e4e9f1',
    main: '#3c5a84',
    mainDark: '#1e3352',
    mainLight: '#9db3d2',
    accent: '#7a8696',
    metal: 'silver',
  },
  bronzeBrown: {
    paper: '#fffcf7',
    paperEdge: '#f0e0cc',
    main: '#6e4424',
    mainDark: '#3f2410',
    mainLight: '#c19a73',
    accent: '#2d4f6b',
    metal: 'bronze',
  },
  bavaria: {
    paper: '#ffffff',
    paperEdge: '#e8f2fb',
    main: '#1f78c8',
    mainDark: '#0d4a85',
    mainLight: '#a9d2f3',
    accent: '#c9a227',
    metal: 'gold',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
