// npm run migrate:sqlite-to-postgres -- --from <DATA_DIR/app.db> --to <postgres URL> [--force]
//   [--leave <table,...>] [--batch-size <rows>]
//
// Moves an embedded deployment's records to PostgreSQL: runs the service's migrations on the
// target, copies every table in one transaction and prints each table's row counts in both
// engines. Refuses a target that already holds records unless --force (which empties it first),
// and a SQLite table it cannot copy unless --leave names it. Stop the service first: rows written
// to the file after the copy read it are not carried over. Exit 0: copied; 1: refused or failed,
// nothing committed; 2: wrong arguments.
import { parseArgs } from 'node:util';
import { redactUrl } from '../src/storage/sql-engine.js';
import type { CopyReport } from './sqlite-to-postgres/copy.js';

const USAGE = 'usage: npm run migrate:sqlite-to-postgres -- --from <DATA_DIR/app.db> --to <postgres://...> [--force] [--leave <table,...>] [--batch-size <rows>]';

function options() {
  try {
    const { values } = parseArgs({
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        force: { type: 'boolean', default: false },
        leave: { type: 'string', default: '' },
        'batch-size': { type: 'string', default: '500' },
      },
    });
    const batchSize = Number(values['batch-size']);
    if (!values.from || !values.to || !/^postgres(ql)?:\/\/./.test(values.to) || !Number.isInteger(batchSize) || batchSize < 1) throw new Error('missing or invalid option');
    return { from: values.from, to: values.to, force: values.force, leave: values.leave.split(',').filter(Boolean), batchSize };
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
}

function print(report: CopyReport, target: string): void {
  console.log(`PostgreSQL ${target}: ${report.migrated.length} migrations applied`);
  const width = Math.max(5, ...report.tables.map((t) => t.table.length));
  console.log(`${'table'.padEnd(width)}  ${'SQLite'.padStart(10)}  ${'PostgreSQL'.padStart(10)}`);
  for (const t of report.tables) console.log(`${t.table.padEnd(width)}  ${String(t.sqlite).padStart(10)}  ${String(t.postgres).padStart(10)}`);
  for (const n of report.notCopied) console.log(`not copied: ${n.table} (${n.rows} rows): ${n.reason}`);
  const rows = report.tables.reduce((sum, t) => sum + t.postgres, 0);
  console.log(`copied ${report.tables.length} tables, ${rows} rows, in one transaction; every count matches`);
}

const opts = options();
// Loaded after the arguments are checked: the migrations come with the whole composition root.
const { copySqliteToPostgres, CopyRefused } = await import('./sqlite-to-postgres/copy.js');
try {
  print(await copySqliteToPostgres(opts), redactUrl(opts.to));
} catch (err) {
  // One line, never the URL's password (the driver's messages do not carry it).
  console.error(err instanceof CopyRefused ? `refused: ${err.message}` : `failed: ${(err as Error).message}`);
  process.exit(1);
}
