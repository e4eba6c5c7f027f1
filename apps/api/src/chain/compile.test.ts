// The committed artifact is what the source compiles to: recompile with the pinned solc and compare.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ARTIFACT_PATH, compileItemsContract } from './compile';

it('the committed ABI and bytecode are what contracts/HeirloomItems.sol compiles to', () => {
  const committed = JSON.parse(readFileSync(ARTIFACT_PATH, 'utf8')) as unknown;
  const fresh = compileItemsContract();
  expect(fresh.compiler).toMatch(/^0\.8\.37\+commit\./);
  expect(fresh).toEqual(committed);
}, 60_000);
