// Declaring and withdrawing: the answer is the item as it now stands, shown at once on its page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemKeys, type Item } from '../../api/items';
import { makeOpposition, withdrawOpposition, type OppositionKind } from '../../api/protection';

export function useOpposition(itemId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (item: Item) => {
    queryClient.setQueryData(itemKeys.detail(itemId), item);
    void queryClient.invalidateQueries({ queryKey: itemKeys.history(itemId) });
    void queryClient.invalidateQueries({ queryKey: itemKeys.collectionLists() });
    void queryClient.invalidateQueries({ queryKey: [...itemKeys.all, 'collection'] });
  };
  return {
    declare: useMutation({
      mutationFn: ({ kind, details }: { kind: OppositionKind; details: string }) =>
        makeOpposition(itemId, kind, details),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (details: string) => withdrawOpposition(itemId, details),
      onSuccess,
    }),
  };
}
