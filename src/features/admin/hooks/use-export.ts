import { useCallback, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import type { AdminListKind, ExportRecords } from '@/lib/submissions';
import { adminCopy } from '../content';
import { downloadTextFile, exportFileName } from '../lib/exports';
import { useAdminPort } from './use-admin-data';

/** One file an export can make from every row of a list. */
export type ExportFormat<K extends AdminListKind> = {
  /** File name before the date, and its extension. */
  prefix: string;
  extension: 'txt' | 'csv';
  /** Renders the records as an export gives them (a waitlist signup with its deposit totals). */
  render: (records: readonly ExportRecords[K][]) => string;
};

export type ExportState = { done: number; total: number } | null;

/**
 * Exports every row of `kind` (fetched page by page by the port), reporting progress while the pages arrive, then
 * saves the file. One export at a time; a failure says so and nothing is saved.
 */
export function useExport<K extends AdminListKind>(kind: K) {
  const port = useAdminPort();
  const [progress, setProgress] = useState<ExportState>(null);
  const announce = useToast();

  const run = useCallback(
    async (format: ExportFormat<K>, filter?: { status?: string }) => {
      setProgress({ done: 0, total: 0 });
      try {
        const records = await port.export(kind, (done, total) => setProgress({ done, total }), filter);
        const fileName = exportFileName(format.prefix, format.extension, new Date());
        const type = format.extension === 'txt' ? 'text/plain;charset=utf-8' : 'text/csv;charset=utf-8';
        downloadTextFile(fileName, format.render(records), type);
        announce(adminCopy.exports.done(records.length, fileName), 'info');
      } catch (error) {
        console.warn('[admin] export failed', error);
        announce(adminCopy.exports.failed, 'info');
      } finally {
        setProgress(null);
      }
    },
    [announce, kind, port],
  );

  return { progress, run };
}
