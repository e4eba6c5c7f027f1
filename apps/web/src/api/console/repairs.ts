// The brand's repair board: the repairs in one state, moving one on, a note on one.
import { consoleRoutes, type RepairState } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys, useBrandChange } from './query-keys';

export const REPAIR_BOARD_SIZE = 100;
export const repairsQuery = (brandId: string, state: RepairState) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'repairs', state),
    queryFn: () =>
      consoleCall(consoleRoutes.repairs, {
        params: { brandId, limit: REPAIR_BOARD_SIZE, offset: 0 },
        query: { state },
      }),
  });

export const useMoveRepair = (brandId: string) =>
  useBrandChange(brandId, (input: { repairId: string; state: RepairState; note?: string }) =>
    consoleCall(consoleRoutes.moveRepair, {
      params: { brandId, repairId: input.repairId },
      body: { state: input.state, ...(input.note ? { note: input.note } : {}) },
    }),
  );

export const useNoteRepair = (brandId: string) =>
  useBrandChange(brandId, (input: { repairId: string; note: string }) =>
    consoleCall(consoleRoutes.noteRepair, {
      params: { brandId, repairId: input.repairId },
      body: { note: input.note },
    }),
  );
