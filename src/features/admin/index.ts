export { adminPage } from './page';
