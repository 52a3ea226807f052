export { PricingPage } from './components/pricing-page';
export { RoiCalculator } from './components/roi-calculator';
export * from './calculator';
