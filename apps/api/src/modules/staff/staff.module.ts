// The staff module (issue 18): the people who work for brands in the console, their sign-in, roles and
// sessions, and the brands' audit log as admins read it. The authentication hook asks it about console calls.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { StaffPasskeysService } from './staff-passkeys.service';
import { StaffRepository } from './staff.repository';
import { registerStaffRoutes } from './staff.routes';
import { StaffService } from './staff.service';

export async function staffModule(api: FastifyInstance): Promise<void> {
  const { audit, clock, config, database, log, providers } = api.deps;
  const people = new StaffRepository(database.db);
  const base = { audit, email: providers.email, publicUrl: config.publicUrl, clock };
  const staff = new StaffService({ repo: people, ...base });
  const passkeys = new StaffPasskeysService({
    people,
    staff,
    ceremonies: api.services.passkeyCeremonies,
    log,
    ...base,
  });
  provide(api, { staff, staffPasskeys: passkeys });
  registerStaffRoutes(api, staff, passkeys, config);
}
