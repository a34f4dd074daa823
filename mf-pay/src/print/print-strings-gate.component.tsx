import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registeredNamespaces } from '@gramota/ui';
import { registerPrintStrings } from './i18n/register-strings';

/**
 * Renders once the 'print' namespace is in the teacher's language. The area's root may register
 * it before mounting (registerPrintStrings); if it did not, this does, so the screens never show
 * bare keys.
 */
export function PrintStringsGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const known = () => registeredNamespaces(i18n).some((strings) => strings.ns === 'print');
  const [ready, setReady] = useState(known);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void registerPrintStrings(i18n).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready ? <>{children}</> : null;
}
