import { useCallback, useMemo, useState } from 'react';

/**
 * The rows of the page on screen with the records this tab has just saved laid over them: a saved change (a
 * decision, a status) shows at once, until the next read of the list, a new `rows` array, carries it.
 */
export function useSavedRows<R extends { id: string }>(rows: R[] | undefined) {
  const [saved, setSaved] = useState<{ rows: R[] | undefined; byId: Readonly<Record<string, R>> }>({
    rows: undefined,
    byId: {},
  });
  const shown = useMemo(() => {
    const byId = saved.rows === rows ? saved.byId : {};
    return rows?.map((row) => byId[row.id] ?? row);
  }, [rows, saved]);
  const showSaved = useCallback(
    (record: R) =>
      setSaved((current) => ({ rows, byId: { ...(current.rows === rows ? current.byId : {}), [record.id]: record } })),
    [rows],
  );
  return { shown, showSaved };
}
