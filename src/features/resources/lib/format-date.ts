export { formatIsoDate } from '@/lib/dates';
