import { DATA_SEPARATOR, type DocData, type RedactorTriggersAnswer } from '@gramota/contracts';

export const docData = (extra: Partial<DocData> = {}): DocData => ({
  id: '42',
  name: 'Грамота Ивану',
  type: 'g',
  folder: null,
  trash: '0',
  pro: '0',
  template_id: 'ru:101:0',
  template_data: 'catalogue',
  format: 'a4',
  img_redactor: '/data/templates/ru-101-0-bg.jpg',
  fields_redactor: '0',
  is_title_movable: '0',
  title_index: 0,
  title_movable_gallery: '',
  titles_float: '0|0',
  titles_margin: '',
  wlogo: '0',
  logo: '',
  is_table_student_card: '0',
  font: 'Philosopher',
  padding: '60 60 60 60',
  fields: [],
  values: {},
  content_raw: null,
  md5: 'md5-42',
  'edit-time': Date.UTC(2026, 10, 5, 10, 0),
  ...extra,
});

/** get-doc's text answer: JSON data, font style, content HTML. */
export const getDocText = (data: DocData, html = '<p>Награждается</p>') =>
  [JSON.stringify(data), `.gr-doc-page{font-family:'${data.font}'}`, html].join(DATA_SEPARATOR);

export const triggersAnswer = (
  extra: Partial<RedactorTriggersAnswer> = {},
): RedactorTriggersAnswer => ({
  result: 'success',
  is_school: '0',
  is_unlimit: '0',
  doc_pro_allowed: '0',
  ...extra,
});
