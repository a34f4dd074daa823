// The small icons of file area screens (views nav, search, toolbars); they take the text colour.
import type { SVGProps } from 'react';
import {
  GridIcon as BrowserGridIcon,
  HomeIcon as BrowserHomeIcon,
  LineIcon,
} from '../file-browser/icons.component';

type IconProps = SVGProps<SVGSVGElement>;

/** The 18-pixel frame of an area's line icons. */
export function AreaIcon(props: IconProps) {
  return <LineIcon width="18" height="18" {...props} />;
}

export const StarIcon = (props: IconProps) => (
  <AreaIcon {...props}>
    <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
  </AreaIcon>
);
export const TrashIcon = (props: IconProps) => (
  <AreaIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </AreaIcon>
);
export const SearchIcon = (props: IconProps) => (
  <AreaIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </AreaIcon>
);
export const ClockIcon = (props: IconProps) => (
  <AreaIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </AreaIcon>
);
/** Two people: what others shared with this account. */
export const SharedIcon = (props: IconProps) => (
  <AreaIcon {...props}>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.6-3.2 2.7-5 5.5-5s4.9 1.8 5.5 5" />
    <circle cx="16.5" cy="9.5" r="2.3" />
    <path d="M15.5 14.2c2.6-.3 4.4 1.3 5 4.3" />
  </AreaIcon>
);
export const GridIcon = (props: IconProps) => <BrowserGridIcon width="18" height="18" {...props} />;
export const HomeIcon = (props: IconProps) => <BrowserHomeIcon width="18" height="18" {...props} />;

/** The icon of each view of a file area's views nav (the root is 'root' or 'all'). */
export const VIEW_ICONS = {
  root: HomeIcon,
  all: HomeIcon,
  recent: ClockIcon,
  favorite: StarIcon,
  types: GridIcon,
  shared: SharedIcon,
  trash: TrashIcon,
} as const;

/** The icon of a views nav tab. */
export function viewIcon(view: keyof typeof VIEW_ICONS) {
  const Icon = VIEW_ICONS[view];
  return <Icon />;
}
