// Line icons of the editor's bars, on the shared LineIcon frame (24-unit box, text colour).
import type { SVGProps } from 'react';
import { LineIcon } from '@gramota/ui';
import type { ObjectFloat, TextAlign } from '@gramota/doc-style';

type IconProps = SVGProps<SVGSVGElement>;

const ALIGN_LINES: Record<TextAlign, string> = {
  left: 'M4 6h16M4 10h10M4 14h16M4 18h10',
  center: 'M4 6h16M7 10h10M4 14h16M7 18h10',
  right: 'M4 6h16M10 10h10M4 14h16M10 18h10',
  justify: 'M4 6h16M4 10h16M4 14h16M4 18h16',
};

export function AlignIcon({ align, ...props }: IconProps & { align: TextAlign }) {
  return (
    <LineIcon {...props}>
      <path d={ALIGN_LINES[align]} />
    </LineIcon>
  );
}

export function BulletListIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M10 7h10M10 12h10M10 17h10" />
      <circle cx="5" cy="7" r="1.2" fill="currentColor" />
      <circle cx="5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="5" cy="17" r="1.2" fill="currentColor" />
    </LineIcon>
  );
}

export function NumberListIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M10 7h10M10 12h10M10 17h10M4 5.5l1.5-1V9M3.8 14.2c.4-.8 2.6-.8 2.6.5 0 1-2.6 1.8-2.6 3.3h2.7" />
    </LineIcon>
  );
}

export function UndoIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </LineIcon>
  );
}

export function RedoIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
    </LineIcon>
  );
}

export function TableIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
      <path d="M3.5 10h17M3.5 14.5h17M9.5 5v14M15 5v14" />
    </LineIcon>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M4 17l5-4.5 4 3.5 3-2.5 4 3.5" />
    </LineIcon>
  );
}

export function QrIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="4" width="6" height="6" />
      <rect x="14" y="4" width="6" height="6" />
      <rect x="4" y="14" width="6" height="6" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
    </LineIcon>
  );
}

export function StampIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9.5 4.5h5l-1 7h-3zM5 14.5h14v3H5zM6 20h12" />
    </LineIcon>
  );
}

export function TextboxIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="1" strokeDasharray="2.5 2" />
      <path d="M8.5 9h7M12 9v7" />
    </LineIcon>
  );
}

export function FontsIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 19L9 5l5 14M6 14h6M15 19l3-8 3 8M16 16.5h4" />
    </LineIcon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 10.5v5M13.5 10.5v5" />
    </LineIcon>
  );
}

export function BorderIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="4" width="16" height="16" strokeWidth="3" />
    </LineIcon>
  );
}

export function RowAddIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="4" width="17" height="8" rx="1" />
      <path d="M12 15v6M9 18h6" />
    </LineIcon>
  );
}

export function RowRemoveIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="4" width="17" height="8" rx="1" />
      <path d="M9 18h6" />
    </LineIcon>
  );
}

export function ColumnAddIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="3.5" width="8" height="17" rx="1" />
      <path d="M15 12h6M18 9v6" />
    </LineIcon>
  );
}

export function ColumnRemoveIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="3.5" width="8" height="17" rx="1" />
      <path d="M15 12h6" />
    </LineIcon>
  );
}

const FLOAT_SHAPES: Record<ObjectFloat, string> = {
  left: 'M4 5h7v7H4zM14 6h6M14 10h6M4 15h16M4 19h16',
  right: 'M13 5h7v7h-7zM4 6h6M4 10h6M4 15h16M4 19h16',
  none: 'M8.5 7h7v7h-7zM4 4h16M4 18h16',
  absolute: 'M9 8h7v7H9zM12.5 3v3M12.5 17v4M4 11.5h3M18 11.5h3',
};

export function FloatIcon({ float, ...props }: IconProps & { float: ObjectFloat }) {
  return (
    <LineIcon {...props}>
      <path d={FLOAT_SHAPES[float]} />
    </LineIcon>
  );
}
