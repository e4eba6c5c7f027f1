// Compiles the items contract offline with the pinned `solc` package (its compiler ships inside the package:
// nothing is downloaded). `npm run chain:compile -w apps/api` writes the artifact the server deploys;
// compile.test.ts recompiles and compares, so the committed ABI and bytecode always match the source.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CONTRACT_NAME = 'HeirloomItems';
export const CONTRACT_SOURCE = `contracts/${CONTRACT_NAME}.sol`;
export const ARTIFACT_PATH = path.join(apiRoot, 'src/chain/heirloom-items.artifact.json');

export interface ContractArtifact {
  contractName: string;
  compiler: string;
  openZeppelin: string;
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** Settings fixed here (not solc's defaults) so that a compiler update cannot change the bytecode unseen. */
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

function readImport(importPath: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(importPath), 'utf8') };
  } catch {
    return { error: `not found: ${importPath}` };
  }
}

/** Compiles one contract of a source file under apps/api (OpenZeppelin's imports from node_modules). */
export function compileContract(source: string, name: string): ContractArtifact {
  const input = {
    language: 'Solidity',
    sources: { [source]: { content: readFileSync(path.join(apiRoot, source), 'utf8') } },
    settings: SETTINGS,
  };
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: readImport }) as string,
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const compiled = output.contracts?.[source]?.[name];
  if (!compiled) throw new Error(`${name} missing from the compiler's output`);
  const oz = require('@openzeppelin/contracts/package.json') as { version: string };
  return {
    contractName: name,
    compiler: solc.version() as string,
    openZeppelin: oz.version,
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
  };
}

export function compileItemsContract(): ContractArtifact {
  return compileContract(CONTRACT_SOURCE, CONTRACT_NAME);
}
