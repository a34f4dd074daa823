/**
 * The interface language an account chose (settings.lng), or undefined when unset or the stored
 * settings cannot be read: what server-made texts (mails, copies' names) are written in.
 */
export function accountLanguage(account: { settings: string }): string | undefined {
  try {
    const settings = JSON.parse(account.settings || '{}') as { lng?: unknown };
    return typeof settings.lng === 'string' ? settings.lng : undefined;
  } catch {
    return undefined;
  }
}
