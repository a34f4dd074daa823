import type { HelpPage } from '../help-page.types';

export const workshopIt: HelpPage = {
  title: 'Il laboratorio: il tuo modello',
  intro:
    'Nel laboratorio componi il tuo modello di attestato o diploma: scegli layout, sfondo, cornice e titolo e aggiungi immagini. Poi crei documenti da questo modello come da qualsiasi altro.',
  sections: [
    {
      heading: 'Layout',
      paragraphs: [
        'Il layout stabilisce dove si trovano sul foglio il titolo, il testo e le firme. Scegli prima il layout: il resto della grafica si adatta a lui.',
      ],
    },
    {
      heading: 'Sfondo, cornice e titolo',
      steps: [
        'Sfondo: il colore o l’immagine di tutto il foglio.',
        'Cornice: il motivo lungo il bordo del foglio; puoi anche toglierla.',
        'Titolo: la scritta grande, come «Attestato», «Diploma», «Ringraziamento», «Certificato». Scegline uno pronto o scrivi il tuo.',
      ],
    },
    {
      heading: 'Immagini e codice QR',
      paragraphs: [
        'Aggiungi lo stemma della scuola, il simbolo del concorso o una foto: carica l’immagine, trascinala al suo posto e ridimensionala da un angolo. Il codice QR porta a una pagina in cui si può verificare il documento.',
      ],
    },
    {
      heading: 'Annullare le azioni',
      paragraphs: [
        'Se qualcosa va storto, premi «Annulla»: i passaggi si annullano uno alla volta. «Ripeti» ripristina ciò che hai annullato.',
      ],
    },
    {
      heading: 'Fatto',
      paragraphs: [
        'Quando il modello ti piace, premi «Fatto». Il modello viene salvato e preparato per l’uso; compare in «I miei modelli» e puoi creare documenti da esso, uno alla volta o dall’elenco della classe.',
      ],
    },
  ],
};
