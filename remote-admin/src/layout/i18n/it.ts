/** The area's frame: its navigation. A part of the area's catalogue under `layout`. */
export const layoutIt = {
  nav: 'Amministrazione',
  campaigns: 'Campagne',
};

export type LayoutCatalogue = typeof layoutIt;
