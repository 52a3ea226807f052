import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCollection, StorageWriteError } from '@/lib/storage';

const schema = z.object({ id: z.string(), name: z.string() });
const people = () => createCollection('people', schema, (record) => record.id);

afterEach(() => vi.restoreAllMocks());

describe('createCollection', () => {
  it('adds, lists and updates records', () => {
    const collection = people();
    collection.add({ id: 'a', name: 'Ann' });
    collection.add({ id: 'b', name: 'Bo' });
    expect(collection.list()).toEqual([
      { id: 'a', name: 'Ann' },
      { id: 'b', name: 'Bo' },
    ]);
    expect(collection.update('b', { name: 'Bob' })).toEqual({ id: 'b', name: 'Bob' });
    expect(collection.update('zzz', { name: 'x' })).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('people') ?? '[]')[1].name).toBe('Bob');
  });

  it('refuses an invalid record on write', () => {
    expect(() => people().add({ id: 'a' } as never)).toThrow();
    expect(localStorage.getItem('people')).toBeNull();
  });

  it('keeps a corrupt value aside instead of breaking or deleting it', () => {
    localStorage.setItem('people', '{not json');
    expect(people().list()).toEqual([]);
    const aside = Object.keys(localStorage).filter((key) => key.startsWith('people.corrupt.'));
    expect(aside).toHaveLength(1);
    expect(localStorage.getItem(aside[0])).toBe('{not json');
  });

  it('skips invalid records, keeps the valid ones and the raw value aside', () => {
    const raw = JSON.stringify([{ id: 'a', name: 'Ann' }, { id: 7 }, 'junk']);
    localStorage.setItem('people', raw);
    expect(people().list()).toEqual([{ id: 'a', name: 'Ann' }]);
    expect(JSON.parse(localStorage.getItem('people') ?? '')).toEqual([{ id: 'a', name: 'Ann' }]);
    const aside = Object.keys(localStorage).find((key) => key.startsWith('people.corrupt.'));
    expect(aside && localStorage.getItem(aside)).toBe(raw);
  });

  it('surfaces a full storage as StorageWriteError and keeps what was there', () => {
    const collection = people();
    collection.add({ id: 'a', name: 'Ann' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => collection.add({ id: 'b', name: 'Bo' })).toThrow(StorageWriteError);
    expect(collection.list()).toEqual([{ id: 'a', name: 'Ann' }]);
  });

  it('tells subscribers about writes here and in other tabs', () => {
    const collection = people();
    const listener = vi.fn();
    const unsubscribe = collection.subscribe(listener);
    collection.add({ id: 'a', name: 'Ann' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'people' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    collection.add({ id: 'b', name: 'Bo' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('createCollection reads', () => {
  it('do not parse unchanged storage again, and see changes made behind their back', () => {
    const collection = people();
    collection.add({ id: 'a', name: 'Ann' });
    collection.list();
    const parse = vi.spyOn(JSON, 'parse');
    collection.list();
    expect(parse).not.toHaveBeenCalled();
    localStorage.setItem('people', JSON.stringify([{ id: 'b', name: 'Bo' }]));
    expect(collection.list()).toEqual([{ id: 'b', name: 'Bo' }]);
  });

  it('hand out copies, so a caller cannot change what others read', () => {
    const collection = people();
    collection.add({ id: 'a', name: 'Ann' });
    collection.list().pop();
    expect(collection.list()).toHaveLength(1);
  });
});
