import type { HelpPage } from './help-page.types';
import styles from './help.module.css';

/**
 * One help page as React text (never as markup): intro, then each section's paragraphs and
 * numbered steps. The modal shows the title in its own header, so it leaves it out here.
 */
export function HelpArticle({ page, headingLevel }: { page: HelpPage; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.article} data-testid="help-article">
      <p className={styles.intro}>{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Heading className={styles.heading}>{section.heading}</Heading>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.steps ? (
            <ol className={styles.steps}>
              {section.steps.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </article>
  );
}
