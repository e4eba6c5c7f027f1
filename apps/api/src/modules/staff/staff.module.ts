// The staff module (issue 18): the people who work for brands in the console, their sign-in, roles and
// sessions, and the brands' audit log as admins read it. The authentication hook asks it about console calls.
import { defineModule } from '../module';
import { StaffPasskeysService } from './staff-passkeys.service';
import { StaffTeamService } from './staff-team.service';
import { StaffRepository } from './staff.repository';
import { registerStaffRoutes } from './staff.routes';
import { StaffService } from './staff.service';

export const staffModule = defineModule({
  name: 'staff',
  needs: ['passkeys'],
  async register(api, { passkeyCeremonies }) {
    const { audit, clock, config, database, log, providers } = api.deps;
    const people = new StaffRepository(database.db);
    const base = { audit, email: providers.email, publicUrl: config.publicUrl, clock };
    const staff = new StaffService({ repo: people, ...base });
    const passkeys = new StaffPasskeysService({
      people,
      staff,
      ceremonies: passkeyCeremonies,
      log,
      ...base,
    });
    const team = new StaffTeamService({ repo: people, ...base });
    registerStaffRoutes(api, { staff, team, passkeys }, config);
    return { staff, staffTeam: team, staffPasskeys: passkeys };
  },
});
