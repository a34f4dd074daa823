import type { HelpPage } from '../help-page.types';

export const redactorIt: HelpPage = {
  title: 'Come lavorare nell’editor',
  intro:
    'Nell’editor compili un documento a partire da un modello: scrivi il testo direttamente sul foglio, scegli i caratteri, aggiungi un timbro o un codice QR, poi salvi e ottieni un file pronto da stampare.',
  sections: [
    {
      heading: 'Il testo sul foglio',
      paragraphs: [
        'Fai clic su una scritta qualsiasi del foglio: compare il cursore e puoi correggere il testo come in un normale programma di videoscrittura. Le modifiche si vedono subito.',
      ],
      steps: [
        'Per selezionare una parola fai doppio clic; per selezionare tutta la riga, triplo clic.',
        'I pulsanti «Annulla» e «Ripeti» nella barra in alto annullano o ripristinano le ultime modifiche.',
        '«Svuota» riporta il testo predefinito del modello: comodo se vuoi ricominciare da capo.',
        '«Cambia modello» cambia sfondo, formato e titolo, mentre il tuo testo resta.',
      ],
    },
    {
      heading: 'Caratteri e formattazione',
      paragraphs: [
        'Seleziona il testo: sopra compare una barra con carattere, dimensione, stile (grassetto, corsivo, sottolineato), colore e allineamento.',
        'Se una riga non ci sta, riduci la dimensione del carattere o dividila in due righe con il tasto Invio.',
      ],
    },
    {
      heading: 'Margini della pagina e rientri',
      paragraphs: [
        'I margini della pagina si impostano con i cursori del righello sopra il foglio o nella finestra «Impostazioni pagina» (in centimetri). I cursori verdi cambiano i rientri del paragrafo in cui si trova il cursore.',
      ],
    },
    {
      heading: 'Campi per i dati',
      paragraphs: [
        'I campi sono i punti del modello in cui vengono inseriti i dati: cognome e nome, classe, nome del concorso, data, firma. Conviene compilarli uno dopo l’altro nel pannello dei campi.',
        'Gli stessi campi servono nella creazione in serie: ogni colonna della tabella compila il proprio campo.',
      ],
    },
    {
      heading: 'Timbro e codice QR (PRO)',
      paragraphs: [
        'Nei documenti PRO puoi aggiungere al foglio il tuo timbro o la tua firma e un codice QR con cui il documento si verifica dal telefono.',
      ],
      steps: [
        'Carica il timbro nel tuo profilo, nella scheda «Timbro».',
        'Nell’editor premi «Timbro» o «Codice QR»: l’immagine compare sul foglio.',
        'Trascinala al suo posto e tira un angolo per cambiarne la dimensione.',
      ],
    },
    {
      heading: 'Salvataggio',
      paragraphs: [
        'Il documento si salva da solo ogni pochi secondi e quando lasci la pagina. La scritta «Tutte le modifiche sono salvate» indica che tutto è registrato.',
      ],
    },
    {
      heading: 'Il file pronto e la stampa',
      steps: [
        'Premi «Crea file»: il documento diventa un PDF o un’immagine.',
        'Il file compare in «File pronti»: da lì puoi scaricarlo, condividerlo con un link o stamparlo.',
        'Quando stampi, scegli nelle impostazioni della stampante «Dimensioni effettive» (100%), così i margini del foglio coincidono con il modulo.',
      ],
    },
  ],
};
