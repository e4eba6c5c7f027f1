// The staff module (issue 18): the people who work for brands in the console, their sign-in, roles and
// sessions, and the brands' audit log as admins read it. The authentication hook asks it about console calls.
import type { FastifyInstance } from 'fastify';
import { provide } from '../services';
import { StaffRepository } from './staff.repository';
import { registerStaffRoutes } from './staff.routes';
import { StaffService } from './staff.service';

export async function staffModule(api: FastifyInstance): Promise<void> {
  const { audit, clock, config, database, providers } = api.deps;
  const staff = new StaffService({
    repo: new StaffRepository(database.db),
    audit,
    email: providers.email,
    publicUrl: config.publicUrl,
    clock,
  });
  provide(api, { staff });
  registerStaffRoutes(api, staff, config);
}
