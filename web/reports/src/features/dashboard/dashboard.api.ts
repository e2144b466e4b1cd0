// GET /api/reports/dashboard: today's hour rows, a week ago's, today's items and rejections.
import { DashboardReport } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

export const dashboardKey = ['reports', 'dashboard'] as const;

export const getDashboard = (signal?: AbortSignal) =>
  apiRequest({ path: '/api/reports/dashboard', response: DashboardReport, signal });

export const useDashboard = () =>
  useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal) });
