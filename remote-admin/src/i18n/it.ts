export const it = {
  title: 'Admin',
};

export type AreaCatalogue = typeof it;
