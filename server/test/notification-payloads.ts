/**
 * The weekly report's figures as `enqueueWeeklyReports` (server/modules/stats/weekly-report.ts)
 * writes them into a message's payload, already formatted: for the tests that render every
 * e-mail event.
 */
export const weeklyReportPayload = {
  week: '16/11/2026',
  priced: '12',
  previousPriced: '9',
  chosen: '4',
  previousChosen: '3',
  confirmed: '2',
  previousConfirmed: '3',
  conversion: '33 %',
  previousConversion: '33 %',
  toPrice: '45 minutes',
  previousToPrice: '2,5 heures',
  toCall: '30 minutes',
  previousToCall: '—',
  lost: '6',
  previousLost: '5',
  notChosen: '4',
};
