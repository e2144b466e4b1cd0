// The card readers screen's calls: the vendor's readers (/api-identity/posterminal/posterminals),
// the banks that provide readers (bankproviders), save (POST with the client's id or PUT with the
// id in the body), activate/deactivate and remove (?id=), and the POS's bank configuration
// (/api/bankconfiguration). Lists refresh after a change and when `records:pos-terminal` says
// another manager changed one.
import {
  BankConfigurationView,
  BankOption,
  pageOf,
  PosTerminalView,
  type BankConfigurationRequest,
  type PosTerminalInput,
} from '@sofre/engine/contracts';
import { apiRequest, newId, useLiveInvalidation } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const TERMINALS = '/api-identity/posterminal';
const CONFIGURATION = '/api/bankconfiguration';
export const terminalsKey = ['pos-terminals'] as const;
const configurationKey = ['bank-configuration'] as const;
/** A restaurant has a handful of readers: one page holds them all. */
const ALL = 100;

export function useTerminals() {
  useLiveInvalidation('records:pos-terminal', terminalsKey);
  return useQuery({
    queryKey: terminalsKey,
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: `${TERMINALS}/posterminals`,
          query: { PageSize: ALL },
          response: pageOf(PosTerminalView),
          signal,
        })
      ).data,
  });
}

export const useBankProviders = () =>
  useQuery({
    queryKey: ['bank-providers'],
    queryFn: ({ signal }) =>
      apiRequest({ path: `${TERMINALS}/bankproviders`, response: z.array(BankOption), signal }),
    staleTime: Infinity,
  });

export type TerminalFields = Omit<PosTerminalInput, 'active'> & { active: boolean };

function useRefreshing<V, R>(run: (variables: V) => Promise<R>, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useSaveTerminal = () =>
  useRefreshing(
    ({ id, fields }: { id?: string; fields: TerminalFields }) =>
      apiRequest({
        method: id ? 'PUT' : 'POST',
        path: TERMINALS,
        // A new reader carries the client's id: a create sent twice makes one reader.
        body: { id: id ?? newId(), ...fields },
        response: PosTerminalView,
      }),
    terminalsKey,
  );

export const useSetTerminalActive = () =>
  useRefreshing(
    ({ id, active }: { id: string; active: boolean }) =>
      apiRequest({
        method: 'PATCH',
        path: `${TERMINALS}/${active ? 'activate' : 'deactivate'}`,
        query: { id },
        response: PosTerminalView,
      }),
    terminalsKey,
  );

export const useRemoveTerminal = () =>
  useRefreshing(
    (id: string) =>
      apiRequest({ method: 'DELETE', path: TERMINALS, query: { id }, response: z.unknown() }),
    terminalsKey,
  );

export const useBankConfiguration = () =>
  useQuery({
    queryKey: configurationKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: CONFIGURATION, response: BankConfigurationView, signal }),
  });

export const useSaveBankConfiguration = () =>
  useRefreshing(
    (body: BankConfigurationRequest) =>
      apiRequest({ method: 'POST', path: CONFIGURATION, body, response: BankConfigurationView }),
    configurationKey,
  );
