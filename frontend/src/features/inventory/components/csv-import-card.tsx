import { useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useImportCsv, type CsvRowError } from '../api';
import { isCsvFile } from '../rules';

/** Spec part 1 §9 "CSV import columns". */
const CSV_COLUMNS = 'name,description,price,stock,reorderLevel,hsnCode,gstRate,unit';
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${CSV_COLUMNS}\nBasmati Rice 5kg,Premium long grain,450,40,10,1006,5,nos\n`)}`;

function rowErrorsOf(error: unknown): { rows: CsvRowError[]; badRowCount: number } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const rows = error.body?.details?.rows;
  return Array.isArray(rows) ? { rows: rows as CsvRowError[], badRowCount: Number(error.body?.details?.badRowCount ?? rows.length) } : null;
}

export function CsvImportCard() {
  const importCsv = useImportCsv();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const rowErrors = rowErrorsOf(importCsv.error);

  const choose = (chosen: File | undefined) => {
    importCsv.reset();
    if (chosen && !isCsvFile(chosen)) {
      toast({ title: 'Invalid File', description: 'Please select a valid CSV file', variant: 'destructive' });
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen ?? null);
  };

  const upload = () => {
    if (!file) return;
    importCsv.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Import products from CSV</CardTitle>
        <CardDescription>
          Columns: <span className="font-mono text-xs break-all">{CSV_COLUMNS}</span>. Either every row is imported or none is.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label className="sr-only" htmlFor="csv-file">
            CSV file
          </label>
          <input
            id="csv-file"
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => choose(event.target.files?.[0])}
            className="min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          <div className="flex gap-2">
            <Button onClick={upload} disabled={!file} loading={importCsv.isPending}>
              <Upload className="size-4" aria-hidden /> Import
            </Button>
            <a href={TEMPLATE_HREF} download="products-template.csv" className={buttonClasses('outline')}>
              <Download className="size-4" aria-hidden /> Template
            </a>
          </div>
        </div>
        {rowErrors && (
          <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm">
            <p className="font-medium text-destructive">{importCsv.error instanceof ApiError ? importCsv.error.body?.message : null}</p>
            <ul className="mt-2 flex max-h-48 list-disc flex-col gap-1 overflow-y-auto pl-5">
              {rowErrors.rows.map(({ row, errors }) => (
                <li key={row}>
                  Row {row}:{' '}
                  {Object.entries(errors)
                    .map(([column, message]) => (column === 'row' ? message : `${column}: ${message}`))
                    .join('; ')}
                </li>
              ))}
            </ul>
            {rowErrors.badRowCount > rowErrors.rows.length && (
              <p className="mt-2 text-muted-foreground">…and {rowErrors.badRowCount - rowErrors.rows.length} more rows.</p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
