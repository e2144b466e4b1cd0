// /bo/customers: the vendor's customers — the list with search, the new-customer form and each
// customer's details and addresses — and the customers report with its Excel file.
import { Stack, Tabs, Title } from '@mantine/core';
import { CustomerList } from './customer-list.tsx';
import { CustomersReportTab } from './customers-report.tab.tsx';
import { customerMessages as m } from './customers.messages.ts';

export function CustomersPage() {
  return (
    <Stack gap="md" data-testid="customers-page">
      <Title order={2}>{m.title}</Title>
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list" data-testid="customers-tab-list">
            {m.tabs.list}
          </Tabs.Tab>
          <Tabs.Tab value="report" data-testid="customers-tab-report">
            {m.tabs.report}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <CustomerList />
        </Tabs.Panel>
        <Tabs.Panel value="report">
          <CustomersReportTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
