// Publishing legal texts from the command line:
//   npm run legal -- publish <termsAndConditions|privacyPolicy> <en|fr> <file.md> [--title "…"]
//   npm run legal -- list
// Versions are numbered per document, the same in every language. A text in a language the latest
// version lacks is its translation (same number: who accepted it is not asked again); otherwise it is the
// next version, which users are asked to accept on their next visit. So: a new text, then its translation.
// Uses the same database as the server (DATABASE_URL, else the PGlite files under DATA_DIR).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { languageSchema, legalTypeSchema } from '@heirloom/contract';
import { seedLegalDocuments } from '../modules/legal/legal-texts-v1';
import { LegalRepository } from '../modules/legal/legal.repository';
import { runCli, say, withCliDatabase } from './run';

const usage = `Usage:
  npm run legal -- publish <termsAndConditions|privacyPolicy> <en|fr> <file.md> [--title "…"]
      publishes the latest version's translation into that language if it has none yet, else the next
      version (plain text: paragraphs separated by a blank line, "## " starts a heading)
  npm run legal -- list      lists the published versions`;

const defaultTitles = {
  termsAndConditions: { en: 'Terms and conditions', fr: 'Conditions générales d’utilisation' },
  privacyPolicy: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
} as const;

interface Publish {
  type: 'termsAndConditions' | 'privacyPolicy';
  language: 'en' | 'fr';
  file: string;
  title?: string;
}

function parsePublish(args: string[]): Publish | undefined {
  const titleAt = args.indexOf('--title');
  const title = titleAt >= 0 ? args[titleAt + 1] : undefined;
  if (titleAt >= 0 && !title?.trim()) return undefined;
  const rest = titleAt >= 0 ? [...args.slice(0, titleAt), ...args.slice(titleAt + 2)] : args;
  const [typeArg, languageArg, file, ...extra] = rest;
  const type = legalTypeSchema.safeParse(typeArg);
  const language = languageSchema.safeParse(languageArg);
  if (!type.success || !language.success || !file || extra.length > 0) return undefined;
  return { type: type.data, language: language.data, file, title: title?.trim() };
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const publish = command === 'publish' ? parsePublish(rest) : undefined;
  if (!(command === 'list' || publish)) {
    console.error(usage);
    return 2;
  }
  // npm runs the script in apps/api: a relative file is taken from where the command was typed
  const file = publish ? path.resolve(process.env.INIT_CWD ?? process.cwd(), publish.file) : '';
  const body = publish ? (await readFile(file, 'utf8')).replace(/\r\n/g, '\n').trim() : '';
  if (publish && !body) {
    console.error(`${publish.file} is empty.`);
    return 1;
  }
  return withCliDatabase(async (db) => {
    // a new database first gets version 1 (as the server would write it), so that this is version 2
    await seedLegalDocuments(db, new Date());
    if (publish) {
      const { document: row, newVersion } = await new LegalRepository(db).publish({
        type: publish.type,
        language: publish.language,
        title: publish.title ?? defaultTitles[publish.type][publish.language],
        body,
        now: new Date(),
      });
      say(`Published ${row.type} version ${row.version} in ${row.language} ("${row.title}", id ${row.id}).`);
      say(
        newVersion
          ? 'A new version: signed-in users will be asked to accept it on their next visit.'
          : `A translation of version ${row.version}: who accepted that version is not asked again.`,
      );
    } else {
      for (const r of await new LegalRepository(db).all()) {
        say(`${r.type}  v${r.version}  ${r.language}  ${r.publishedAt.toISOString()}  ${r.title}  ${r.id}`);
      }
    }
    return 0;
  });
}

runCli(main);
