import { LineIcon } from '@gramota/ui';

/** The topbar's line icons (24×24, currentColor); decorative: buttons carry the label. */
const PATHS = {
  settings: 'M4 5h16M4 12h16M4 19h16M9 3v4M15 10v4M7 17v4',
  template: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  paper: 'M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z',
  verify: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5',
  clear: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
  help: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  cloud: 'M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9a4.5 4.5 0 0 0 1 9zM9.5 13.5l2 2 3.5-3.5',
  cloudOff: 'M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9a4.5 4.5 0 0 0 1 9zM10 11l4 4M14 11l-4 4',
  spinner: 'M12 3a9 9 0 1 0 9 9',
  zoomIn: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  ai: 'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18 15l.8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18l2.2-.8z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <LineIcon className={className}>
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
