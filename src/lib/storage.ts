/**
 * What a store needs of a record's schema: Zod's schemas have it, whether from its full build or from zod/mini.
 * `parse` throws on an invalid record.
 */
export type RecordSchema<T> = {
  parse(value: unknown): T;
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/** A write to browser storage failed (quota exceeded, storage disabled); the caller keeps the visitor's input. */
export class StorageWriteError extends Error {
  constructor(key: string, cause: unknown) {
    super(`Could not save to browser storage (${key}).`, { cause });
    this.name = 'StorageWriteError';
  }
}

export type StorageArea = 'local' | 'session';

/** The browser's storage, or null where there is none (prerendering) or it is disabled. */
function storageArea(area: StorageArea): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Moves an unreadable value aside (never deletes what a visitor typed) under `<key>.corrupt.<timestamp>`. */
function keepAside(storage: Storage, key: string, raw: string) {
  try {
    storage.setItem(`${key}.corrupt.${Date.now()}`, raw);
  } catch {
    // Storage is full: leave the original where it is rather than lose it.
    return;
  }
  storage.removeItem(key);
}

export type Collection<T> = {
  readonly key: string;
  /** Every valid record. Corrupt storage is kept aside and never breaks the caller. */
  list(): T[];
  /** Validates and appends a record; throws StorageWriteError when storage refuses it. */
  add(record: T): T;
  /** Merges `patch` into the record with `id`; returns the updated record, or undefined when there is none. */
  update(id: string, patch: Partial<T>): T | undefined;
  /** Deletes the record with `id`; returns false when there is none. Throws StorageWriteError like `add`. */
  remove(id: string): boolean;
  /** Calls `listener` when this collection changes, in this tab or another. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

/**
 * A typed list of records under one localStorage key. Records are validated by `schema` when written and when
 * read; invalid ones are skipped (and the raw value kept aside), valid ones kept.
 */
export function createCollection<T>(
  key: string,
  schema: RecordSchema<T>,
  idOf: (record: T) => string,
  area: StorageArea = 'local',
): Collection<T> {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  // The last value read and its records: re-reading unchanged storage (a dashboard polling thousands of records)
  // skips parsing and validation.
  let cache: { raw: string; records: T[] } | null = null;

  function read(): T[] {
    const storage = storageArea(area);
    if (!storage) return [];
    const raw = storage.getItem(key);
    if (raw === null) return [];
    if (cache?.raw === raw) return [...cache.records];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      keepAside(storage, key, raw);
      return [];
    }
    if (!Array.isArray(parsed)) {
      keepAside(storage, key, raw);
      return [];
    }
    const valid: T[] = [];
    for (const item of parsed) {
      const result = schema.safeParse(item);
      if (result.success) valid.push(result.data);
    }
    if (valid.length !== parsed.length) {
      keepAside(storage, key, raw);
      try {
        storage.setItem(key, JSON.stringify(valid));
      } catch {
        // The valid records stay readable from the copy kept aside.
      }
      return valid;
    }
    cache = { raw, records: valid };
    return [...valid];
  }

  function write(records: T[]) {
    const storage = storageArea(area);
    if (!storage) throw new StorageWriteError(key, new Error('Browser storage is not available.'));
    try {
      storage.setItem(key, JSON.stringify(records));
    } catch (error) {
      throw new StorageWriteError(key, error);
    }
    notify();
  }

  return {
    key,
    list: read,
    add(record) {
      const valid = schema.parse(record);
      write([...read(), valid]);
      return valid;
    },
    update(id, patch) {
      const records = read();
      const index = records.findIndex((record) => idOf(record) === id);
      if (index === -1) return undefined;
      const updated = schema.parse({ ...records[index], ...patch });
      records[index] = updated;
      write(records);
      return updated;
    },
    remove(id) {
      const records = read();
      const kept = records.filter((record) => idOf(record) !== id);
      if (kept.length === records.length) return false;
      write(kept);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A single typed value (a draft, a session flag) in local or session storage. */
export function createStoredValue<T>(key: string, schema: RecordSchema<T>, area: StorageArea = 'session') {
  return {
    read(): T | undefined {
      const raw = storageArea(area)?.getItem(key);
      if (raw == null) return undefined;
      try {
        const result = schema.safeParse(JSON.parse(raw));
        return result.success ? result.data : undefined;
      } catch {
        return undefined;
      }
    },
    /** Saves the value; returns false when storage refused it (the caller decides whether that matters). */
    write(value: T): boolean {
      try {
        storageArea(area)?.setItem(key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    clear() {
      storageArea(area)?.removeItem(key);
    },
  };
}
