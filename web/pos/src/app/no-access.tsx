// What a section shows to a user whose roles do not open it, and for a path that is no section.
import { Alert, Button, Stack } from '@mantine/core';
import { navigate } from './navigation.ts';
import { posMessages } from '../messages/pos.messages.ts';

export function NoAccess() {
  return (
    <Stack maw={520} mx="auto" mt="xl">
      <Alert color="red" title={posMessages.shell.noAccessTitle} data-testid="no-access">
        {posMessages.shell.noAccess}
      </Alert>
      <Button variant="light" onClick={() => navigate('/bo')}>
        {posMessages.shell.backHome}
      </Button>
    </Stack>
  );
}

export function NotFoundSection() {
  return (
    <Stack maw={520} mx="auto" mt="xl">
      <Alert color="gray" title={posMessages.shell.notFoundTitle}>
        {posMessages.shell.notFound}
      </Alert>
      <Button variant="light" onClick={() => navigate('/bo')}>
        {posMessages.shell.backHome}
      </Button>
    </Stack>
  );
}
