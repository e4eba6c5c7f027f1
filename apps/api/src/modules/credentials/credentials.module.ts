// The credentials module (docs/decisions/034-ownership-credentials.md): the owner's certificate of ownership as a
// W3C Verifiable Credential signed by the platform's did:web, revoked whenever the item changes hands (told by
// the items' one writer, in the move's transaction), its status lists, and the public check.
import { defineModule } from '../module';
import { CredentialSigner } from './credential-signer';
import { registerCredentialRoutes } from './credentials.routes';
import { CredentialsRepository } from './credentials.repository';
import { CredentialsService } from './credentials.service';

export const credentialsModule = defineModule({
  name: 'credentials',
  async register(api) {
    const { clock, config, credentialKeys, database, items, tokens } = api.deps;
    const credentials = new CredentialsService({
      repo: new CredentialsRepository(database.db),
      signer: new CredentialSigner(config.publicUrl, credentialKeys),
      tokens,
      clock,
      publicUrl: config.publicUrl,
    });
    // every change of an item's owner (a custody move, an arrival from a wallet, an account deleted)
    items.onOwnerChange((tx, itemIds, at) => credentials.revokeMoved(tx, itemIds, at));
    registerCredentialRoutes(api, credentials, config.limits.authRequestsPerIpPerMinute);
    return { credentials };
  },
});
