// The brand's staff: the members and invitations, inviting, withdrawing an invitation, roles, removal.
import { consoleRoutes, type StaffRole } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const staffQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'staff'),
    queryFn: () => consoleCall(consoleRoutes.staff, { params: { brandId } }),
  });

export const useInvite = (brandId: string) =>
  useBrandChange(brandId, (input: { email: string; roles: StaffRole[] }) =>
    consoleCall(consoleRoutes.invite, { params: { brandId }, body: input }),
  );

export const useWithdrawInvitation = (brandId: string) =>
  useBrandChange(brandId, (invitationId: string) =>
    consoleCall(consoleRoutes.withdrawInvitation, { params: { brandId, invitationId } }),
  );

export const useSetRoles = (brandId: string) =>
  useBrandChange(brandId, (input: { staffId: string; roles: StaffRole[] }) =>
    consoleCall(consoleRoutes.setRoles, {
      params: { brandId, staffId: input.staffId },
      body: { roles: input.roles },
    }),
  );

export const useRemoveStaff = (brandId: string) =>
  useBrandChange(brandId, (staffId: string) =>
    consoleCall(consoleRoutes.removeStaff, { params: { brandId, staffId } }),
  );
