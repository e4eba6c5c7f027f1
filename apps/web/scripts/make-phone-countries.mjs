// Writes src/ui/phone-countries.ts from libphonenumber-js: each listed country's calling code and example
// mobile number, so the phone field can show them before the phone metadata loads. Run after updating
// libphonenumber-js (src/ui/phone-countries.test.ts fails until then).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { phoneCountriesSource } from './phone-countries-source.mjs';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/ui/phone-countries.ts');
fs.writeFileSync(target, phoneCountriesSource());
console.log(`wrote ${target}`);
