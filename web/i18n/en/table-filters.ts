import type { Translation } from '../../../domain/translation.ts';
import type { frTableFilters } from '../fr/table-filters.ts';

/** English texts of the back-office tables' filters and saved views. */
export const enTableFilters: Translation<typeof frTableFilters> = {
  tableFilters: {
    legend: 'Table filters',
    toggle: 'Filters',
    toggleActive: 'Filters ({{count}})',
    fromReceived: 'Received from',
    fromPriced: 'Priced from',
    fromDecided: 'Confirmed from',
    to: 'to',
    pricedBy: 'Priced by',
    decidedBy: 'Confirmed by',
    anyAgent: 'All colleagues',
    formerColleague: '{{name}} (former colleague)',
    clear: 'Clear filters',
    empty: 'No quote matches these filters.',
    views: {
      title: 'Saved views',
      none: 'No saved view: choose filters and a sort, then save them under a name.',
      noneWithoutSort: 'No saved view: choose filters, then save them under a name.',
      name: 'View name',
      save: 'Save view',
      apply: 'Apply view {{name}}',
      delete: 'Delete view {{name}}',
      unusable: '{{name}} (no longer usable)',
    },
  },
};
