import { userpicInitials } from './userpic-initials';
import styles from './userpic-header.module.css';

export interface UserpicAvatarProps {
  /** The userpic URL ('' when the account has none: the initials show instead). */
  userpic: string;
  name: string;
  email: string;
  /** The picture's text for screen readers. */
  alt: string;
  size: 'small' | 'large';
}

/** The account's userpic, or its initials in a circle of the same size. */
export function UserpicAvatar({ userpic, name, email, alt, size }: UserpicAvatarProps) {
  const className = `${styles.avatar} ${size === 'large' ? styles.large : styles.small}`;
  if (userpic)
    return <img className={className} src={userpic} alt={alt} data-testid="userpic-image" />;
  return (
    <span className={className} role="img" aria-label={alt} data-testid="userpic-initials">
      {userpicInitials(name, email)}
    </span>
  );
}
