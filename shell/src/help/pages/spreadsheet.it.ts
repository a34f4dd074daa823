import type { HelpPage } from '../help-page.types';

export const spreadsheetIt: HelpPage = {
  title: 'Creazione in serie dall’elenco della classe',
  intro:
    'La creazione in serie produce in una volta molti documenti uguali con dati diversi: per esempio gli attestati per tutta la classe. Ogni riga della tabella è un documento.',
  sections: [
    {
      heading: 'L’elenco degli studenti',
      paragraphs: ['Compila la tabella in uno di questi modi:'],
      steps: [
        'Carica un file CSV o Excel (xlsx) con l’elenco della classe.',
        'Incolla il link a un foglio online (un Foglio Google condiviso tramite link in visualizzazione).',
        'Oppure scrivi le righe a mano direttamente nella tabella; puoi anche copiarle da un’altra tabella e incollarle.',
      ],
    },
    {
      heading: 'Quale colonna in quale campo',
      paragraphs: [
        'Sopra ogni colonna scegli il campo del modello che compila: «Cognome Nome», «Classe», «Categoria» e così via. Le colonne senza campo non finiscono nel documento.',
        'Se la prima riga del file contiene i nomi delle colonne, non spuntarla per la creazione.',
      ],
    },
    {
      heading: 'Controlla le righe',
      paragraphs: [
        'Prima di creare, scorri la tabella: niente righe vuote, errori nei cognomi o spazi di troppo. Spunta le righe per cui vuoi i documenti.',
        'In una volta puoi creare fino a 30 documenti; dividi un elenco lungo in più parti.',
      ],
    },
    {
      heading: 'Creare i file',
      steps: [
        'Premi «Crea documenti»: la creazione parte e ne vedi l’avanzamento sullo schermo.',
        'I file compaiono in «File pronti».',
        'Scaricali in un unico archivio ZIP o in un unico PDF, comodo da stampare tutto insieme.',
      ],
    },
    {
      heading: 'Invio tramite il Drive',
      paragraphs: [
        'Se la tabella ha una colonna con gli indirizzi e-mail, ogni studente o genitore può ricevere il proprio documento per e-mail. Il testo del messaggio e il nome del mittente si impostano nel modello di e-mail; i file restano nel Drive, nella cartella di questo invio.',
      ],
    },
  ],
};
