import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isShownOnFields } from './http.ts';
import { notifyError } from './notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { sessionDialog?: boolean; silent?: boolean };
    mutationMeta: { sessionDialog?: boolean; silent?: boolean };
  }
}

/** The one query client: route guards (loaders) and components share its cache. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent) return;
      notifyError(error, { sessionDialog: query.meta?.sessionDialog !== false });
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.silent) return;
      // This runs before the form that sent the call has its turn (mutate's own onError, after the
      // mutation's promise chain): a task later, a message its fields show is not said again.
      setTimeout(() => {
        if (!isShownOnFields(error))
          notifyError(error, { sessionDialog: mutation.meta?.sessionDialog !== false });
      }, 0);
    },
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Retrying cannot fix what the server refused (4xx); one retry covers a network blip or a 5xx.
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
