/** The public face of the hub feature: what other features share of its branches (their opening hours). */
export { OpeningHoursInput, type OpeningHoursErrors } from './components/opening-hours-field';
export { WeeklyHours } from './components/weekly-hours';
