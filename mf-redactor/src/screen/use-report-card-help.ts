import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAppPath, useShellApi } from '@gramota/shell-api';

/** Seed 001 §8: the help toast for report cards shows after 3 s. */
export const REPORT_CARD_HELP_DELAY_MS = 3000;

/** How long the toast stays: long enough to read it and press its link. */
const REPORT_CARD_HELP_SHOWN_MS = 15_000;

/** The shell opens an /app/help/... address with ?modal=true in its help modal (seed 001 §2). */
export const REPORT_CARD_HELP_PATH = `${buildAppPath('help', 'how', 'make-student-report-card')}?modal=true`;

/**
 * A document made from a report card (get-doc's is_table_student_card) offers, 3 s after it
 * opens, the help page on making report cards, once per opening of the document.
 */
export function useReportCardHelp(isReportCard: boolean) {
  const { t } = useTranslation('redactor');
  const { toast } = useShellApi();
  useEffect(() => {
    if (!isReportCard) return;
    const timer = setTimeout(
      () =>
        toast({
          text: t('redactor.reportCardHelp.text'),
          kind: 'info',
          timeout: REPORT_CARD_HELP_SHOWN_MS,
          action: { label: t('redactor.reportCardHelp.action'), href: REPORT_CARD_HELP_PATH },
        }),
      REPORT_CARD_HELP_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Once per opened document: the shell's toast and the strings are stable for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReportCard]);
}
