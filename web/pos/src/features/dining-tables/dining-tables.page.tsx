// /bo/tables (issue 5): the floor — tables grouped by category as cards coloured by state, where
// staff reserve and free tables — and, for tables.manage, the table list with its form and the
// categories. The floor is open to orders.take as well (the cashier seats guests); the section
// entry allows either permission.
import { Stack, Tabs, Title } from '@mantine/core';
import { useMyPermissions } from '@sofre/web-shared';
import { CategoriesManager } from './categories.manager.tsx';
import { useTablesLive } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';
import { FloorView } from './floor.view.tsx';
import { TablesManager } from './tables.manager.tsx';

export function DiningTablesPage() {
  useTablesLive();
  const manage = useMyPermissions().has('tables.manage');
  return (
    <Stack gap="md" data-testid="dining-tables-page">
      <Title order={2}>{m.title}</Title>
      <Tabs defaultValue="floor" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="floor" data-testid="tables-tab-floor">
            {m.tabs.floor}
          </Tabs.Tab>
          {manage && (
            <Tabs.Tab value="tables" data-testid="tables-tab-tables">
              {m.tabs.tables}
            </Tabs.Tab>
          )}
          {manage && (
            <Tabs.Tab value="categories" data-testid="tables-tab-categories">
              {m.tabs.categories}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="floor">
          <FloorView />
        </Tabs.Panel>
        {manage && (
          <Tabs.Panel value="tables">
            <TablesManager />
          </Tabs.Panel>
        )}
        {manage && (
          <Tabs.Panel value="categories">
            <CategoriesManager />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
