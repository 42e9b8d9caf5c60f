/** Doughnut segment colours, from the brand blue outwards; the chart and its table's colour keys share them. */
export const PALETTE = [
  '#2563eb',
  '#0d9488',
  '#f59e0b',
  '#db2777',
  '#7c3aed',
  '#65a30d',
  '#ea580c',
  '#0891b2',
];
