import type { PayStrings } from './ru';

/** The area's strings in Italian (namespace 'pay', mirrors ru.ts). */
export const it: PayStrings = {
  pay: {
    emptyTitle: 'Accesso PRO',
    emptyText:
      'PRO sblocca immagini, codici QR, timbri, archivio e creazione in serie per i tuoi modelli.',
    action: 'Alla galleria',
  },
  invoice: {
    emptyTitle: 'Fattura {{id}}',
    emptyText: 'Scegli come pagare questa fattura.',
    action: 'Al pagamento',
  },
};
