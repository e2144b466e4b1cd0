// One topping category on /bo/toppings: its title, how many toppings a line must / may carry, how
// many items offer it, and its toppings with price and an in-stock switch.
import { ActionIcon, Badge, Button, Card, Group, Switch, Table, Text, Title } from '@mantine/core';
import type { ToppingAdminView, ToppingCategoryAdminView } from '@sofre/engine/contracts';
import { formatNumber, notifySuccess, useMoney } from '@sofre/web-shared';
import { ConfirmRemoveButton } from './confirm-remove.button.tsx';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { removeTopping, removeToppingCategory } from './toppings.api.ts';
import { useMenuWrite } from './use-menu-write.ts';
import { useToppingSwitch } from './use-topping-switch.ts';

const text = menuAdminMessages.toppings;

export interface ToppingCategoryCardProps {
  readonly category: ToppingCategoryAdminView;
  readonly onEdit: (category: ToppingCategoryAdminView) => void;
  readonly onAddTopping: (toppingCategoryId: string) => void;
  readonly onEditTopping: (topping: ToppingAdminView) => void;
}

export function ToppingCategoryCard({
  category,
  onEdit,
  onAddTopping,
  onEditTopping,
}: ToppingCategoryCardProps) {
  const money = useMoney();
  const toggle = useToppingSwitch();
  const removed = () => notifySuccess(menuAdminMessages.saved);
  const removeCategory = useMenuWrite(removeToppingCategory, removed);
  const remove = useMenuWrite(removeTopping, removed);

  return (
    <Card withBorder padding="sm" data-testid={`topping-category-${category.id}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6}>
          <Title order={5}>{category.title}</Title>
          <Badge variant="light">
            {text.choices(formatNumber(category.minChoices), formatNumber(category.maxChoices))}
          </Badge>
          <Badge variant="light" color="gray">
            {text.usedBy(formatNumber(category.itemCount))}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => onEdit(category)}
            data-testid={`topping-category-edit-${category.id}`}
          >
            {menuAdminMessages.edit}
          </Button>
          <ConfirmRemoveButton
            title={category.title}
            loading={removeCategory.isPending}
            onConfirm={() => removeCategory.mutate(category.id)}
            testId={`topping-category-remove-${category.id}`}
          />
        </Group>
      </Group>
      <Table verticalSpacing={4} highlightOnHover>
        <Table.Tbody>
          {category.toppings.map((topping) => (
            <Table.Tr key={topping.id} data-testid={`topping-${topping.id}`}>
              <Table.Td>{topping.title}</Table.Td>
              <Table.Td className="tabular-nums">
                {topping.price === 0 ? (
                  <Text size="sm" c="dimmed">
                    {text.free}
                  </Text>
                ) : (
                  money(topping.price)
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  size="sm"
                  color="teal"
                  checked={topping.available}
                  label={topping.available ? text.available : menuAdminMessages.items.unavailable}
                  onChange={(e) => toggle.mutate({ topping, available: e.currentTarget.checked })}
                  data-testid={`topping-available-${topping.id}`}
                />
              </Table.Td>
              <Table.Td w={90}>
                <Group gap={0} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={menuAdminMessages.edit}
                    onClick={() => onEditTopping(topping)}
                    data-testid={`topping-edit-${topping.id}`}
                  >
                    ✎
                  </ActionIcon>
                  <ConfirmRemoveButton
                    title={topping.title}
                    loading={remove.isPending && remove.variables === topping.id}
                    onConfirm={() => remove.mutate(topping.id)}
                    testId={`topping-remove-${topping.id}`}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        variant="light"
        size="xs"
        mt="xs"
        w="fit-content"
        onClick={() => onAddTopping(category.id)}
        data-testid={`topping-add-${category.id}`}
      >
        {text.addTopping}
      </Button>
    </Card>
  );
}
