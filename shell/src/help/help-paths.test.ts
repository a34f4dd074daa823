import { helpSlugOf, opensHelpInModal } from './help-paths';

describe('help addresses', () => {
  test('name their page', () => {
    expect(helpSlugOf('/app/help/redactor/')).toBe('redactor');
    expect(helpSlugOf('/app/help/how/make-student-report-card/?modal=true')).toBe(
      'how/make-student-report-card',
    );
    expect(helpSlugOf('/app/help/')).toBe('');
    expect(helpSlugOf('http://localhost/app/help/workshop/#top')).toBe('workshop');
    expect(helpSlugOf('/app/help/%E0%A4/')).toBe('%E0%A4');
    expect(helpSlugOf('/app/docs/')).toBeNull();
  });

  test('open in the modal only with ?modal=true', () => {
    const origin = 'http://localhost';
    const url = (path: string) => new URL(path, origin);
    expect(opensHelpInModal(url('/app/help/how/make-student-report-card/?modal=true'))).toBe(true);
    expect(opensHelpInModal(url('/app/help/redactor/'))).toBe(false);
    expect(opensHelpInModal(url('/app/docs/?modal=true'))).toBe(false);
  });
});
