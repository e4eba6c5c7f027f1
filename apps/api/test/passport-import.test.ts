// The passports CSV import (issue 34): models and items from one file, all or nothing (a bad line refuses the
// file with every line's error, in the reader's language), applied over the latest version (a column the file
// lacks is kept; an item's empty cell leaves the field to its model), audited as passport.imported.
import type { ConsolePassport, CsvLineError } from '@heirloom/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, passportVersions } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { collectionsWithItems, GS1_EXAMPLE_GLN } from './passport-fixtures';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const { t } = demoAppWithOwners(120_000);
const db = () => t.app.database.db;

let aurele: string;
let catalogue: Staff;
let model: { id: string; gtin: string };
let item: { id: string; serial: string };
let nuitGtin: string;
let otherGtin: string;

const importCsv = (csv: string, language = 'en') =>
  consoleCall(t, catalogue, 'POST', `/brands/${aurele}/passports/import`, { csv }, language);
const versions = async () => (await db().select({ n: count() }).from(passportVersions))[0]!.n;
const read = async (path: string) =>
  (await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/${path}/passport`)).json<ConsolePassport>();

describe('the passports CSV import', () => {
  beforeAll(async () => {
    aurele = await brandId(t, 'maison-aurele');
    const admin = await firstAdmin(t, 'maison-aurele', 'admin@import.example');
    catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@import.example', ['catalogue']);
    const [first, second] = await collectionsWithItems(t, aurele);
    otherGtin = second!.collection.gtin!;
    model = { id: first!.collection.id, gtin: first!.collection.gtin! };
    item = { id: first!.item.id, serial: first!.item.serialNumber };
    nuitGtin = (await collectionsWithItems(t, await brandId(t, 'atelier-nuit')))[0]!.collection.gtin!;
  });

  it('writes a model and an item from one file, over their latest versions, audited', async () => {
    const before = await read(`collections/${model.id}`);
    const csv = [
      'gtin,serial_number,manufacturer_name,manufacturer_gln,manufacturer_country,country_of_origin,materials,care_en,care_fr',
      `${model.gtin},,Maison Aurèle SA,${GS1_EXAMPLE_GLN},,FR,"Steel|Acier|70|30|DE; Calfskin|Cuir de veau|20||IT",Dry cloth.,Chiffon sec.`,
      `${model.gtin},${item.serial},,,,CH,,"Oil the strap, ""gently"".",`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ models: 1, items: 1 });

    const written = await read(`collections/${model.id}`);
    expect(written.version).toBe((before.version ?? 0) + 1);
    expect(written.updatedBy).toBe('catalogue@import.example (CSV)');
    expect(written.fields).toMatchObject({
      manufacturer: { name: 'Maison Aurèle SA', gln: GS1_EXAMPLE_GLN, country: null },
      countryOfOrigin: 'FR',
      materials: [
        { name: { en: 'Steel', fr: 'Acier' }, share: 70, recycledShare: 30, origin: 'DE' },
        { name: { en: 'Calfskin', fr: 'Cuir de veau' }, share: 20, recycledShare: null, origin: 'IT' },
      ],
      care: { en: 'Dry cloth.', fr: 'Chiffon sec.' },
    });
    // the columns the file lacks keep the latest version's values
    expect(written.fields).toMatchObject({ repair: (before.fields as { repair?: unknown }).repair ?? null });

    const own = await read(`items/${item.id}`);
    expect(own.fields).toEqual({ countryOfOrigin: 'CH', care: { en: 'Oil the strap, "gently".' } });
    const audited = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.clientId, aurele), eq(auditEntries.action, 'passport.imported')));
    expect(audited.map((a) => a.targetId).sort()).toEqual([model.id, item.id].sort());

    // the same file again changes nothing; an item's empty cell leaves the field to its model
    const count = await versions();
    expect((await importCsv(csv)).statusCode).toBe(201);
    expect(await versions()).toBe(count);
    expect(
      (await importCsv(`gtin,serial_number,care_en,care_fr\n${model.gtin},${item.serial},,\n`)).statusCode,
    ).toBe(201);
    expect((await read(`items/${item.id}`)).fields).toEqual({ countryOfOrigin: 'CH' });
  });

  it('refuses the whole file for one bad line, naming every line’s error in the reader’s language', async () => {
    const count = await versions();
    const csv = [
      'gtin,serial_number,facility_name,facility_gln,country_of_origin,materials,after_sales_until',
      `${model.gtin},,Atelier,${GS1_EXAMPLE_GLN},FR,,2040-12-31`,
      `${model.gtin},${item.serial},Atelier,9520123456781,,,`,
      `${nuitGtin},,,,,,`,
      `${model.gtin},NO-SUCH-SERIAL,,,,,`,
      `${model.gtin},,,,France,,`,
      `${otherGtin},,,,,Steel|Acier|seventy,`,
      `12345,,,,,,`,
      `${model.gtin},${item.serial},,,,,someday`,
    ].join('\n');
    const res = await importCsv(csv, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CSV_INVALID' });
    const lines = res.json<{ lines: CsvLineError[] }>().lines;
    expect(lines.map((l) => [l.line, l.column, l.code])).toEqual([
      [3, 'facility_gln', 'GLN_INVALID'],
      [4, 'gtin', 'PASSPORT_CSV_GTIN_UNKNOWN'],
      [5, 'serial_number', 'PASSPORT_CSV_SERIAL_UNKNOWN'],
      [6, 'serial_number', 'PASSPORT_CSV_TWICE'],
      [7, 'materials', 'PASSPORT_CSV_VALUE_INVALID'],
      [8, 'gtin', 'GTIN_INVALID'],
      [9, 'serial_number', 'PASSPORT_CSV_TWICE'],
    ]);
    expect(lines[1]!.message).toMatch(/Aucune collection/);
    expect(await versions()).toBe(count);
  });

  it('checks every value once the lines name known passports, still all or nothing', async () => {
    const count = await versions();
    const csv = [
      'gtin,serial_number,country_of_origin,after_sales_until,materials',
      `${model.gtin},,IT,2041-01-01,`,
      `${model.gtin},${item.serial},France,someday,Gold|Or|101||`,
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ lines: CsvLineError[] }>().lines.map((l) => [l.line, l.column])).toEqual([
      [3, 'country_of_origin'],
      [3, 'materials'],
      [3, 'after_sales_until'],
    ]);
    expect(await versions()).toBe(count);
  });

  it('refuses a header with an unknown or missing column, and an empty file', async () => {
    const unknown = await importCsv(`gtin,colour\n${model.gtin},red\n`);
    expect(unknown.json<{ lines: CsvLineError[] }>().lines).toMatchObject([
      { column: 'colour', code: 'PASSPORT_CSV_COLUMN_UNKNOWN' },
    ]);
    const noGtin = await importCsv(`serial_number,care_en\n${item.serial},x\n`);
    expect(noGtin.json<{ lines: CsvLineError[] }>().lines).toMatchObject([
      { column: 'gtin', code: 'CSV_COLUMN_MISSING' },
    ]);
    expect((await importCsv('gtin\n')).json<{ lines: CsvLineError[] }>().lines[0]!.code).toBe(
      'PASSPORT_CSV_NO_LINES',
    );
  });
});
