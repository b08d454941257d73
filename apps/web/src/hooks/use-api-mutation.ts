import { type QueryKey, type UseMutationOptions, useMutation } from '@tanstack/react-query';

type TApiMutationOptions<R, V> = UseMutationOptions<R, Error, V> & {
  /** Keys (from lib/query-keys.ts) whose queries, and every query under them, refetch after a success. */
  invalidates?: readonly QueryKey[];
};

/**
 * The one shape of a mutation hook: `useVerbNoun(scope)` binds the scope (usually the club id), the
 * mutation's variables are what changes per call, and a success refreshes the `invalidates` keys. An
 * `onSuccess` that writes the answer into the cache runs first (`context.client` is the query client).
 */
export function useApiMutation<R, V = void>({
  invalidates = [],
  onSuccess,
  ...options
}: TApiMutationOptions<R, V>) {
  return useMutation<R, Error, V>({
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context);
      await Promise.all(invalidates.map((queryKey) => context.client.invalidateQueries({ queryKey })));
    },
  });
}
