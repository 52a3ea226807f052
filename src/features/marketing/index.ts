export { AboutPage } from './components/about-page';
export { FeaturesPage } from './components/features-page';
export { HomePage } from './components/home-page';
export { HowItWorksPage } from './components/how-it-works-page';
