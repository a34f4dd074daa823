/** Class of the page element in both editor and renderer; doc-page.css styles it. */
export const DOC_PAGE_CLASS = 'gr-doc-page';
