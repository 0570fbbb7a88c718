export { pageHandleAtom, usePageHandle, type PageHandle } from './pageHandle';
export { NotFoundPage, OtherPages, OtherPagesContext } from './OtherPages';
