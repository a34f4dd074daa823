import type { PwaTranslation } from './pwa.ru';

/** The installable app's strings (namespace 'pwa'), German. */
export const pwaDe: PwaTranslation = {
  promo: {
    title: 'Installieren Sie die Gramota-App',
    text: 'Gramota öffnet sich dann vom Desktop oder Startbildschirm aus in einem eigenen Fenster, wie jede andere App.',
    offline: 'Geöffnete Bereiche und Ihre Dokumentliste bleiben auch ohne Internet sichtbar.',
    install: 'Installieren',
    later: 'Nicht jetzt',
  },
  installed: {
    title: 'App installiert',
    text: 'Gramota ist installiert. Öffnen Sie die App vom Desktop oder Startbildschirm aus.',
    ok: 'OK',
  },
  intro: {
    title: 'Die Gramota-App',
    updated: 'Die App wurde auf eine neue Version aktualisiert.',
    text: 'Erstellen Sie Urkunden, Diplome und Zertifikate aus Vorlagen direkt in der App.',
    prices: 'Ein Dokument ab {{one}} ₽, alle Vorlagen ab {{all}} ₽.',
    open: 'Zu meinen Dokumenten',
  },
};
