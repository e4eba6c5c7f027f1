// Writes the items contract's artifact (ABI and bytecode) from contracts/HeirloomItems.sol.
import { writeFileSync } from 'node:fs';
import { ARTIFACT_PATH, compileItemsContract } from '../src/chain/compile';

const artifact = compileItemsContract();
writeFileSync(ARTIFACT_PATH, `${JSON.stringify(artifact, null, 2)}\n`);
console.log(
  `${artifact.contractName}: ${(artifact.bytecode.length - 2) / 2} bytes with ${artifact.compiler} → ${ARTIFACT_PATH}`,
);
