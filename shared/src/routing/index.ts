export { pageHandleAtom, usePageHandle, type PageHandle } from './pageHandle';
export { OtherPages, OtherPagesContext } from './OtherPages';
export { AreaView, AreaViewContext, type AreaViewProps } from './AreaView';
