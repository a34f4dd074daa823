import type { ShareOwner } from './sharing.service';

/**
 * An e-mail as a stranger may see it: its first character, '***' and the domain
 * ('anna@school.ru' → 'a***@school.ru'); '' stays ''.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email ? `${[...email][0]}***` : '';
  const local = email.slice(0, at);
  return `${local ? [...local][0] : ''}***${email.slice(at)}`;
}

/**
 * The owner as a link's page shows them to anyone with the link (visitors without an account
 * too): the name they chose, and only a masked address (seed 001 §4: a link shares the item,
 * not its owner's e-mail).
 */
export function publicOwner(owner: ShareOwner): ShareOwner {
  return { name: owner.name, email: maskedEmail(owner.email) };
}
