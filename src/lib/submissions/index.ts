export * from './schemas';
export { adminData, storageKeys, submissions, type AdminDataPort, type SubmissionKind, type SubmissionRecords, type SubmissionsPort } from './port';
