/** The public face of the calculators feature: the calculators page and the embeddable widget. */
export { CalculatorWidgetPage, CalculatorsPage } from './pages/calculators-page';
