// The brand's audit log, a page at a time.
import { consoleRoutes } from '@heirloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from './http';
import { consoleKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = 50;
export const auditQuery = (brandId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'audit', offset),
    queryFn: () => consoleCall(consoleRoutes.audit, { params: { brandId, limit: AUDIT_PAGE_SIZE, offset } }),
  });
