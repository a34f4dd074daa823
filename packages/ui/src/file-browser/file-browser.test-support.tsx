// Rendering helpers for the file browser's component tests.
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { commonResources } from '../i18n/common-test-resources';
import type { FileItem } from './file-browser.types';

export function createTestI18n(language = 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: commonResources,
    defaultNS: 'common',
    fallbackNS: 'kit',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export function renderWithI18n(element: ReactElement, language = 'en') {
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(element, { wrapper });
}

export const folder = (id: string, name: string, extra: Partial<FileItem> = {}): FileItem => ({
  id,
  name,
  type: 'folder',
  time: Date.UTC(2026, 10, 5, 11, 3),
  isFolder: true,
  ...extra,
});

export const doc = (id: string, name: string, extra: Partial<FileItem> = {}): FileItem => ({
  id,
  name,
  type: 'doc',
  time: Date.UTC(2026, 10, 5, 11, 3),
  size: 1536,
  isFolder: false,
  ...extra,
});

/** A class folder, two documents and a ready file, as My documents would pass them. */
export const sampleItems: FileItem[] = [
  folder('f1', 'Class 5A'),
  folder('f2', 'Olympiad'),
  doc('d1', 'Diploma Ivanov'),
  doc('d2', 'Certificate Petrova'),
  doc('d3', 'Letter of thanks'),
];
