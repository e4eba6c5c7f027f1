// Every route of the contract, by table, and each one's OpenAPI operationId: `<table>.<name>`, the name the
// route has in its table (`transfers.sendToPhone`). Stable as long as the route keeps its name, whatever its
// path, so that a client generated from the OpenAPI document keeps its method names.
import { authRoutes } from './auth';
import { careRoutes, consoleCareRoutes } from './care';
import { clientRoutes } from './clients';
import { consoleRoutes } from './console';
import { consoleCatalogueRoutes } from './console-catalogue';
import { consoleArrivalRoutes } from './custody-arrivals';
import { consoleRoyaltyRoutes } from './console-royalty';
import { credentialRoutes } from './credentials';
import { finderMessageRoutes } from './finder-messages';
import { consoleHeirRoutes, heirRoutes } from './heirs';
import { itemRoutes } from './items';
import { legalRoutes } from './legal';
import { mediaRoutes } from './media';
import { brandMessageRoutes, messageRoutes } from './messages';
import { ownershipProofRoutes } from './ownership-proof';
import { passkeyRoutes } from './passkeys';
import { consolePassportRoutes, passportRoutes } from './passport-routes';
import { oppositionRoutes, publicRoutes } from './protection';
import { brandRoutes, repairRoutes } from './repairs';
import { isRouteDef, type RouteDef } from './route';
import { localPaymentRoutes, shopRoutes } from './shop';
import { systemRoutes } from './system';
import { consoleTagRoutes, tapRoutes } from './tags';
import { transferRoutes } from './transfers';
import { userRoutes } from './users';

/** A route table: routes by name, or tables of them (the legal texts' routes, one table per text). */
interface RouteTable {
  readonly [name: string]: RouteDef | RouteTable;
}

/** The route tables by the name their operations' ids begin with. */
export const routeTables: Readonly<Record<string, RouteTable>> = {
  auth: authRoutes,
  passkeys: passkeyRoutes,
  system: systemRoutes,
  clients: clientRoutes,
  items: itemRoutes,
  transfers: transferRoutes,
  repairs: repairRoutes,
  brandRepairs: brandRoutes,
  oppositions: oppositionRoutes,
  public: publicRoutes,
  finderMessages: finderMessageRoutes,
  ownershipProofs: ownershipProofRoutes,
  credentials: credentialRoutes,
  passports: passportRoutes,
  messages: messageRoutes,
  brandMessages: brandMessageRoutes,
  legal: legalRoutes,
  users: userRoutes,
  shop: shopRoutes,
  localPayment: localPaymentRoutes,
  console: consoleRoutes,
  consoleCatalogue: consoleCatalogueRoutes,
  consoleRoyalty: consoleRoyaltyRoutes,
  consoleTags: consoleTagRoutes,
  consoleArrivals: consoleArrivalRoutes,
  consolePassports: consolePassportRoutes,
  taps: tapRoutes,
  media: mediaRoutes,
  care: careRoutes,
  consoleCare: consoleCareRoutes,
  heirs: heirRoutes,
  consoleHeirs: consoleHeirRoutes,
};

const operationIds = new Map<RouteDef, string>();
const name = (table: RouteTable, prefix: string) => {
  for (const [key, entry] of Object.entries(table)) {
    if (isRouteDef(entry)) operationIds.set(entry, `${prefix}.${key}`);
    else name(entry, `${prefix}.${key}`);
  }
};
for (const [prefix, table] of Object.entries(routeTables)) name(table, prefix);

/** The route's operationId in the OpenAPI document; undefined for a route outside the tables. */
export function operationIdOf(route: RouteDef): string | undefined {
  return operationIds.get(route);
}
