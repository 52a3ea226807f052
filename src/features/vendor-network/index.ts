export { VendorsPage } from './components/vendors-page';
export { VendorHelpPage } from './components/vendor-help-page';
export { demandBars, demandColour, demandLevels, type DemandColour, type DemandLevel } from './demand';
export { serviceCategories, vendorStats, vendorTestimonials, type ServiceCategory } from './content/vendors';
