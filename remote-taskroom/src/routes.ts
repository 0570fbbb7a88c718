/** The pages of the area, by the path the host rendered it for (docs/behaviour.md §2.1). */
export type AreaPage = 'room' | 'tests' | 'start' | 'test';

export function areaPage(pathname: string): AreaPage {
  switch (pathname.replace(/\/+$/, '')) {
    case '/tests':
      return 'tests';
    case '/start':
      return 'start';
    case '/test':
      return 'test';
    default:
      return 'room';
  }
}
