import type { Translation } from '@skillup/shared';
import type { ReadsCatalogue } from './it';

export const readsEn: Translation<ReadsCatalogue> = {
  nav: 'Report reads',
  title: 'Report reads',
  intro:
    "Every read of a person's report: its page, the PDFs, the reports of the list, the campaign's zip, the exports. Each person sees who read their own report.",
  adminOnly: "The log of report reads is for the company's admin only.",
  everyone: 'Reads of everyone’s reports',
  onlyPerson: 'Only the reads of {{person}}’s report',
  chosenPerson: 'the chosen person',
  showEveryone: 'Show everyone',
  personShowOnly: ': show only the reads of their report',
  total_one: '{{count}} read',
  total_other: '{{count}} reads',
  updating: 'Updating…',
  export: 'Export CSV',
  empty: 'No read recorded.',
  noMatch: "No read of this person's report.",
  pager: 'Pages of reads',
  tableRegion: 'Table of reads: scrolls sideways',
  caption: 'Report reads, page {{page}}',
  column: {
    date: 'Date',
    campaign: 'Campaign',
    person: 'Person',
    reader: 'Read by',
    kind: 'What',
    address: 'Address',
  },
  reader: {
    self: '{{name}} (the person themselves)',
    staff: '{{name}} (staff)',
    operations: 'Skillup technical support',
  },
  kind: {
    page: 'Report page',
    pdf: 'Report PDF',
    hrPdf: 'HR PDF of the report',
    run: 'Report of the list',
    bulkZip: "Zip of all the campaign's reports",
    export: 'Data export',
  },
};
