import type { DocRenderSource } from '../../docs';
import { recipientOf } from '../creator.service';

const doc = (change: Partial<DocRenderSource>): DocRenderSource => ({
  id: 1,
  userId: 'u',
  name: 'Грамота за участие',
  type: 'g',
  templateId: 'ru:1:0',
  trashed: false,
  format: 'a4',
  font: 'PT Serif',
  padding: '40 40 40 40',
  titleIndex: 0,
  titlesFloat: '0|0',
  titlesMargin: '',
  content: '',
  edited: true,
  fieldsMode: false,
  fields: [],
  fieldValues: {},
  thumbKey: '',
  studentReportCard: false,
  ...change,
});

describe('whom a single verifiable document is for', () => {
  it('is the first filled variable field in fields mode, as a mass run takes its first key', () => {
    const fields: DocRenderSource['fields'] = [
      { type: 'permanent', id: 'school', title: 'Школа', default: '' },
      { type: 'variable', id: 'fio', title: 'ФИО', default: '' },
      { type: 'variable', id: 'class', title: 'Класс', default: '' },
    ];
    expect(
      recipientOf(
        doc({
          fieldsMode: true,
          fields,
          fieldValues: { school: 'Гимназия № 3', fio: '  Иванова\n Анна ', class: '5 А' },
        }),
      ),
    ).toBe('Иванова Анна');
    // Nothing filled yet: the document's name.
    expect(recipientOf(doc({ fieldsMode: true, fields, fieldValues: { fio: ' ' } }))).toBe(
      'Грамота за участие',
    );
  });

  it("is the document's name outside fields mode", () => {
    expect(recipientOf(doc({ fieldValues: { fio: 'Иванова Анна' } }))).toBe('Грамота за участие');
  });
});
