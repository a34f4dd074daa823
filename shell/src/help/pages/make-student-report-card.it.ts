import type { HelpPage } from '../help-page.types';

export const makeStudentReportCardIt: HelpPage = {
  title: 'Come fare la pagella di uno studente',
  intro:
    'La pagella mostra i voti dello studente in ogni materia per ciascun periodo e per l’anno. Si crea da un modello, come un attestato; per tutta la classe conviene usare la creazione in serie.',
  sections: [
    {
      heading: 'Una pagella',
      steps: [
        'Apri «Modelli» e cerca «Pagella» con la ricerca.',
        'Premi il modello: si apre l’editor con un nuovo documento.',
        'Scrivi cognome e nome dello studente, la classe e l’anno scolastico.',
        'Nella tabella dei voti compila le righe delle materie: il voto di ogni periodo e il voto finale dell’anno.',
        'In basso indica il coordinatore di classe e, se serve, aggiungi il timbro della scuola (PRO).',
        'Premi «Crea file» e stampa la pagella da «File pronti».',
      ],
    },
    {
      heading: 'Le pagelle di tutta la classe',
      steps: [
        'Fai una pagella come descritto sopra: sarà il modello di riferimento.',
        'Apri la creazione in serie e carica una tabella: una riga per studente, i suoi voti nelle colonne.',
        'Abbina le colonne ai campi della pagella e controlla le righe.',
        'Premi «Crea documenti» e scarica tutte le pagelle in un unico PDF o in un archivio ZIP.',
      ],
    },
    {
      heading: 'Consigli',
      paragraphs: [
        'Prima di stampare apri un file pronto e controlla che i nomi lunghi delle materie stiano nella loro riga. Se non ci stanno, riduci il carattere nel modello di riferimento e crea di nuovo i file.',
      ],
    },
  ],
};
