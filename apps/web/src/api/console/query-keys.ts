// The console's query keys, and the change to a brand's data after which its cached reads are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const consoleKeys = {
  all: ['console'] as const,
  me: () => ['console', 'me'] as const,
  passkeys: () => ['console', 'passkeys'] as const,
  brand: (brandId: string) => ['console', 'brand', brandId] as const,
  of: (brandId: string, ...rest: (string | number | undefined)[]) =>
    ['console', 'brand', brandId, ...rest] as const,
};

/** A change to the brand's data: sent, then the brand's cached reads are read again (the audit log too). */
export function useBrandChange<Input, Output>(brandId: string, change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    // not awaited: the caller's own success (a message, a form reset) comes first, while its screen is still there
    onSuccess: () => void client.invalidateQueries({ queryKey: consoleKeys.brand(brandId) }),
  });
}
