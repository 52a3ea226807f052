import type { Database } from './database.types';
import { asSignedInUser, withSignal, type DatabaseClient } from './supabase';
import {
  PropertyError,
  managedByOptions,
  propertyMessages,
  propertyTypes,
  type PropertiesPort,
  type Property,
  type PropertyInput,
} from './properties';

type Row = Omit<Database['public']['Tables']['properties']['Row'], 'owner_id'>;
type Write = Omit<Database['public']['Tables']['properties']['Insert'], 'owner_id'>;

const columns =
  'id, street_address, city, state, zip, property_type, units, monthly_rent, vacant, managed_by, manager_fee_percent, created_at, updated_at';

const toProperty = (row: Row): Property => ({
  id: row.id,
  streetAddress: row.street_address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  propertyType: propertyTypes.find((type) => type === row.property_type) ?? 'other',
  units: row.units,
  vacant: row.vacant,
  monthlyRent: row.monthly_rent,
  managedBy: managedByOptions.find((by) => by === row.managed_by) ?? 'self',
  managerFeePercent: row.manager_fee_percent === null ? null : Number(row.manager_fee_percent),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toRow = (input: PropertyInput): Write => ({
  street_address: input.streetAddress,
  city: input.city,
  state: input.state,
  zip: input.zip,
  property_type: input.propertyType,
  units: input.units,
  monthly_rent: input.monthlyRent,
  vacant: input.vacant,
  managed_by: input.managedBy,
  manager_fee_percent: input.managerFeePercent,
});

type Refusal = { code?: string; message?: string } | null;

/**
 * A refusal in the owner's words. The per-owner cap and the write limit are the table's triggers
 * (supabase/migrations/*_properties.sql): a check violation (23514) naming the cap, and PT429, which PostgREST
 * answers with HTTP 429. An expired session is PostgREST's PGRST301 (JWT invalid), and a request that got no answer
 * leaves supabase-js with no code at all.
 */
export function propertyRefusalMessage(error: Refusal): string {
  if (!error) return propertyMessages.unexpected;
  if (error.code === '23514' && /at most \d+ properties/.test(error.message ?? ''))
    return propertyMessages.tooMany;
  if (error.code === 'PT429') return propertyMessages.tooFast;
  if (error.code === 'PGRST301' || error.code === 'PGRST303' || error.code === '42501')
    return propertyMessages.signedOut;
  if (!error.code) return propertyMessages.offline;
  return propertyMessages.unexpected;
}

/** The backend adapter: the signed-in owner's rows of public.properties, which RLS keeps to their own. */
export function createSupabaseProperties(getClient: () => Promise<DatabaseClient | null>): PropertiesPort {
  async function signedIn() {
    const supabase = await getClient();
    const session = supabase ? (await supabase.auth.getSession()).data.session : null;
    if (!supabase || !session) throw new PropertyError(propertyMessages.signedOut);
    return { supabase, token: session.access_token, userId: session.user.id };
  }

  return {
    keeps: 'server',
    async list(signal) {
      const { supabase, token } = await signedIn();
      const query = asSignedInUser(supabase.from('properties').select(columns), token)
        .order('created_at')
        .order('id');
      const { data, error } = await withSignal(query, signal);
      if (error) throw new PropertyError(propertyRefusalMessage(error));
      return data.map(toProperty);
    },
    async add(input) {
      const { supabase, token, userId } = await signedIn();
      const { data, error } = await asSignedInUser(
        supabase.from('properties').insert({ ...toRow(input), owner_id: userId }),
        token,
      )
        .select(columns)
        .single();
      if (error) throw new PropertyError(propertyRefusalMessage(error));
      return toProperty(data);
    },
    async update(id, input) {
      const { supabase, token } = await signedIn();
      const { data, error } = await asSignedInUser(supabase.from('properties').update(toRow(input)), token)
        .eq('id', id)
        .select(columns)
        .maybeSingle();
      if (error) throw new PropertyError(propertyRefusalMessage(error));
      if (!data) throw new PropertyError(propertyMessages.notFound);
      return toProperty(data);
    },
    async remove(id) {
      const { supabase, token } = await signedIn();
      const { data, error } = await asSignedInUser(supabase.from('properties').delete(), token)
        .eq('id', id)
        .select('id');
      if (error) throw new PropertyError(propertyRefusalMessage(error));
      if (data.length === 0) throw new PropertyError(propertyMessages.notFound);
    },
  };
}
