// The printers screen's calls: printers (/api-catalog/catalog/printers), printer stations
// (/printerstations) and the menu's categories for the stations' multi-select. Save is POST with
// the client's id or PUT with the id in the body; lists refresh after a change and when
// `records:printer` / `records:printer-station` say another manager changed one. A printer's test
// page goes through the print queue (POST printers/{id}/test).
import {
  PrintTestPageAnswer,
  PrinterStationView,
  PrinterView,
  type CreatePrinterRequest,
  type CreatePrinterStationRequest,
} from '@sofre/engine/contracts';
import { apiRequest, getMenu, newId, useLiveInvalidation } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';

const PRINTERS = '/api-catalog/catalog/printers';
const STATIONS = '/api-catalog/catalog/printerstations';
export const printersKey = ['printers'] as const;
export const stationsKey = ['printer-stations'] as const;

export function usePrinters() {
  useLiveInvalidation('records:printer', printersKey);
  return useQuery({
    queryKey: printersKey,
    queryFn: ({ signal }) => apiRequest({ path: PRINTERS, response: z.array(PrinterView), signal }),
  });
}

export function useStations() {
  useLiveInvalidation('records:printer-station', stationsKey);
  return useQuery({
    queryKey: stationsKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: STATIONS, response: z.array(PrinterStationView), signal }),
  });
}

/** Every category of the menu, inactive ones too (a station may print one that returns). */
export function useMenuCategories() {
  useLiveInvalidation('menu', ['menu', 'all']);
  return useQuery({
    queryKey: ['menu', 'all'],
    queryFn: async ({ signal }) =>
      (await getMenu(signal)).map((c) => ({ id: c.id, title: c.title, active: c.active })),
  });
}

export type PrinterInput = Omit<CreatePrinterRequest, 'id'>;
export type StationInput = Omit<CreatePrinterStationRequest, 'id'>;

const save =
  <T>(path: string, response: z.ZodType<T>) =>
  ({ id, fields }: { id?: string; fields: object }) =>
    apiRequest({
      method: id ? 'PUT' : 'POST',
      path,
      // A new record carries the client's id: a create sent twice makes one record.
      body: { id: id ?? newId(), ...fields },
      response,
    });

const remove = (path: string) => (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${path}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

function useRefreshing<V, R>(run: (variables: V) => Promise<R>, keys: QueryKey[], silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent },
    onSettled: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSavePrinter = () =>
  useRefreshing<{ id?: string; fields: PrinterInput }, PrinterView>(save(PRINTERS, PrinterView), [
    printersKey,
  ]);
/** Toasts its own refusal: a printer in use names the stations that still print on it. */
export const useRemovePrinter = () =>
  useRefreshing(remove(PRINTERS), [printersKey, stationsKey], true);
export const useSaveStation = () =>
  useRefreshing<{ id?: string; fields: StationInput }, PrinterStationView>(
    save(STATIONS, PrinterStationView),
    [stationsKey],
  );
export const useRemoveStation = () => useRefreshing(remove(STATIONS), [stationsKey]);

/** «چاپ آزمایشی»: a test page on one printer, through the print queue (a new id each press). */
export const useTestPrint = () =>
  useMutation({
    mutationFn: (printerId: string) =>
      apiRequest({
        method: 'POST',
        path: `${PRINTERS}/${encodeURIComponent(printerId)}/test`,
        body: { id: newId() },
        response: PrintTestPageAnswer,
      }),
  });
