import { createCollection, StorageWriteError } from './storage';
import { randomCode } from './ids';
import {
  PropertyError,
  propertyInputSchema,
  propertyLimits,
  propertyMessages,
  propertySchema,
  type PropertiesPort,
  type Property,
} from './properties';

/** The localStorage key of the profile a browser-only build keeps. */
export const browserPropertiesKey = 'doorkeep-properties';

/**
 * Browser-only mode: the profile lives in this browser's localStorage, under the same rules as the table (one
 * schema), so the dashboard's profile, checklist and figures work without a server.
 */
export function createBrowserProperties(now: () => Date = () => new Date()): PropertiesPort {
  const collection = createCollection<Property>(
    browserPropertiesKey,
    propertySchema,
    (property) => property.id,
  );

  function save<T>(write: () => T): T {
    try {
      return write();
    } catch (error) {
      if (error instanceof StorageWriteError) throw new PropertyError(propertyMessages.storageFull);
      throw error;
    }
  }

  return {
    keeps: 'browser',
    async list() {
      return collection.list();
    },
    async add(input) {
      const valid = propertyInputSchema.parse(input);
      if (collection.list().length >= propertyLimits.maxProperties)
        throw new PropertyError(propertyMessages.tooMany);
      const at = now().toISOString();
      return save(() =>
        collection.add({ ...valid, id: `PROP-${randomCode(12)}`, createdAt: at, updatedAt: at }),
      );
    },
    async update(id, input) {
      const valid = propertyInputSchema.parse(input);
      const updated = save(() => collection.update(id, { ...valid, updatedAt: now().toISOString() }));
      if (!updated) throw new PropertyError(propertyMessages.notFound);
      return updated;
    },
    async remove(id) {
      if (!save(() => collection.remove(id))) throw new PropertyError(propertyMessages.notFound);
    },
  };
}

export const browserOnlyProperties: PropertiesPort = /* @__PURE__ */ createBrowserProperties();
