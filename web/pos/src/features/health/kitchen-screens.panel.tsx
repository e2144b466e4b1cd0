// The kitchen screens beside the printers: each wall screen with the stations it shows and when
// it last said it was on; a red warning when one has been silent for a minute while the
// restaurant is open (a screen off, unplugged or offline: its tickets are not being seen).
import { Alert, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatRelativeAge, useNow } from '@sofre/web-shared';
import { healthMessages } from './health.messages.ts';
import { useKitchenScreensHealth } from './kitchen-screens.api.ts';

const text = healthMessages.kitchenScreens;

export function KitchenScreensPanel() {
  const health = useKitchenScreensHealth();
  const now = useNow(10_000);
  const screens = health.data?.screens ?? [];
  const silent = health.data?.openNow ? screens.filter((s) => s.silent) : [];
  return (
    <Paper withBorder p="sm">
      <Title order={4} mb="sm">
        {text.title}
      </Title>
      <Stack gap="sm" data-testid="kitchen-screens-health">
        {silent.length > 0 && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={text.silentTitle}
            data-testid="kitchen-screen-silent-alert"
          >
            {text.silentBody(silent.map((s) => `«${s.name}»`).join('، '))}
          </Alert>
        )}
        {screens.length === 0 ? (
          <Text>{text.none}</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text.screen}</Table.Th>
                <Table.Th>{text.status}</Table.Th>
                <Table.Th>{text.lastBeat}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {screens.map((s) => (
                <Table.Tr
                  key={s.screenId}
                  data-testid={`kitchen-screen-${s.screenId}`}
                  data-silent={s.silent}
                >
                  <Table.Td fw={600}>{s.name}</Table.Td>
                  <Table.Td>
                    <Badge color={s.silent ? 'red' : 'green'} variant="light">
                      {s.silent ? text.silent : text.on}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatRelativeAge(s.lastBeatAt, now)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
