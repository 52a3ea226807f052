// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTypesFiles, generateDatabaseTypes, staleDatabaseTypesFiles } from '../../supabase/local/database-types';

// The committed types are what the migrations produce, so a migration without `npm run db:types` fails here, in CI,
// and not in a visitor's browser.
describe('the generated database types', () => {
  let types = '';
  beforeAll(async () => {
    types = await generateDatabaseTypes();
  });

  it('are current: both committed copies equal what the migrations produce', () => {
    expect(types).toContain('export type Database = {');
    expect(types).toContain('waitlist_signups: {');
    expect(staleDatabaseTypesFiles(types), 'run `npm run db:types` and commit the result').toEqual([]);
  });

  it('notice a copy that no longer matches', () => {
    expect(staleDatabaseTypesFiles(types.replace('waitlist_signups: {', 'waitlist_entries: {'))).toEqual(databaseTypesFiles);
  });
});
