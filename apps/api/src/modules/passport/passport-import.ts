// The passports CSV import (the console): all or nothing, like the items' import. The file is read and its lines'
// models and items found first; then, in one transaction, each line is applied over its passport's latest version
// and checked (the schemas, GLN check digits); a refused line refuses the file with every line's error
// (400 CSV_INVALID); otherwise each passport that changed gets its next version, audited as passport.imported.
import {
  emptyPassportFields,
  type CsvLineError,
  isGln,
  type ItemPassportFields,
  itemPassportFieldsSchema,
  type Language,
  PASSPORT_CSV_COLUMNS,
  passportFieldsSchema,
} from '@heirloom/contract';
import { messageFor } from '../../error-texts';
import { AppError } from '../../lib/errors';
import type { BrandActor } from '../audit/audit';
import {
  applyCells,
  columnOf,
  type CsvProblem,
  type PassportCsvLine,
  readPassportsCsv,
} from './passport-csv';
import { type PassportConsoleService, type PassportTarget } from './passport-console.service';
import type { PassportRepository } from './passport.repository';

function refuse(problems: CsvProblem[], language: Language): never {
  const order = (column: string | null) =>
    (PASSPORT_CSV_COLUMNS as readonly (string | null)[]).indexOf(column);
  const lines: CsvLineError[] = problems
    .sort((a, b) => a.line - b.line || order(a.column) - order(b.column))
    .map((p) => ({
      line: p.line,
      column: p.column,
      code: p.code,
      message: messageFor(p.code, language, { column: p.column ?? '', ...p.params }),
    }));
  throw new AppError(400, 'CSV_INVALID', { count: new Set(lines.map((l) => l.line)).size }, {}, { lines });
}

/** A line's fields checked as the console's writes are: its schema, then the GLNs' check digits. */
function checked(line: PassportCsvLine, fields: object, scope: 'model' | 'item') {
  const schema = scope === 'model' ? passportFieldsSchema : itemPassportFieldsSchema;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const columns = new Set(parsed.error.issues.map((issue) => columnOf(issue.path)));
    return {
      problems: [...columns].map((column): CsvProblem => ({
        line: line.line,
        column,
        code: 'PASSPORT_CSV_VALUE_INVALID',
      })),
    };
  }
  const problems: CsvProblem[] = [];
  for (const party of ['manufacturer', 'facility'] as const) {
    const gln = parsed.data[party]?.gln;
    if (gln && !isGln(gln)) problems.push({ line: line.line, column: `${party}_gln`, code: 'GLN_INVALID' });
  }
  return { fields: parsed.data as ItemPassportFields, problems };
}

export class PassportImport {
  constructor(private readonly deps: { repo: PassportRepository; passports: PassportConsoleService }) {}

  /** The passports a CSV file writes, all or nothing: how many models and items it named. */
  async importCsv(actor: BrandActor, csv: string, language: Language) {
    const { lines, problems, header } = readPassportsCsv(csv);
    if (!header) refuse(problems, language);
    // every line's problems at once: those of its cells, of its passport's identity, then of its values
    const targets = await this.targets(actor.clientId, lines, problems);
    const by = `${actor.label} (CSV)`;
    await this.deps.repo.transaction(async (tx) => {
      const writes: { target: PassportTarget; fields: ItemPassportFields }[] = [];
      for (const [index, line] of lines.entries()) {
        const target = targets[index];
        if (!target) continue;
        const scope = target.kind === 'collection' ? 'model' : 'item';
        const latest = await this.deps.passports.lockLatest(tx, target);
        const base = latest?.fields ?? (scope === 'model' ? emptyPassportFields() : {});
        const applied = applyCells(base, line, scope);
        const result = checked(line, applied.fields, scope);
        problems.push(...applied.problems, ...result.problems);
        if (result.fields) writes.push({ target, fields: result.fields });
      }
      if (problems.length > 0) refuse(problems, language);
      for (const { target, fields } of writes)
        await this.deps.passports.writeIn(tx, actor, target, fields, { action: 'passport.imported', by });
    });
    const items = lines.filter((l) => l.serial !== null).length;
    return { models: lines.length - items, items };
  }

  /** Each line's model or item (another brand's GTIN, or an unknown serial: a problem of that line). */
  private async targets(clientId: string, lines: PassportCsvLine[], problems: CsvProblem[]) {
    const models = await this.deps.repo.collectionsByGtin(clientId, [...new Set(lines.map((l) => l.gtin))]);
    const modelOf = new Map(models.map((m) => [m.gtin, m]));
    const serials = lines.flatMap((l) => (l.serial === null ? [] : [l.serial]));
    const found = await this.deps.repo.itemsBySerial(
      models.map((m) => m.id),
      serials,
    );
    const itemOf = new Map(found.map((i) => [`${i.collectionId}/${i.serialNumber}`, i]));
    const targets: (PassportTarget | undefined)[] = lines.map((line) => {
      const model = modelOf.get(line.gtin);
      if (!model) {
        problems.push({ line: line.line, column: 'gtin', code: 'PASSPORT_CSV_GTIN_UNKNOWN' });
        return undefined;
      }
      if (line.serial === null)
        return { scope: { collectionId: model.id, itemId: null }, kind: 'collection', label: model.name };
      const item = itemOf.get(`${model.id}/${line.serial}`);
      if (!item) {
        problems.push({ line: line.line, column: 'serial_number', code: 'PASSPORT_CSV_SERIAL_UNKNOWN' });
        return undefined;
      }
      const label = `${item.name} · ${item.serialNumber}`;
      return { scope: { collectionId: model.id, itemId: item.id }, kind: 'item', label };
    });
    return targets as PassportTarget[];
  }
}
