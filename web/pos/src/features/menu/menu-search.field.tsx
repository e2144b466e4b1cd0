// The search box over the menu: typing filters the dishes, Enter adds the single match, Escape
// clears, ↓ moves to the first result. The screen focuses it again after an order is submitted.
import { CloseButton, TextInput } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';

const text = posMessages.search;

export interface MenuSearchFieldProps {
  readonly value: string;
  readonly onChange: (query: string) => void;
  /** Enter: add the single match, if there is one. */
  readonly onEnter: () => void;
  /** ↓: move into the results. */
  readonly onDown: () => void;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
}

export function MenuSearchField({
  value,
  onChange,
  onEnter,
  onDown,
  inputRef,
}: MenuSearchFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      onChange('');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onDown();
    }
  };
  return (
    <TextInput
      ref={inputRef}
      data-testid="menu-search"
      aria-label={text.label}
      placeholder={text.placeholder}
      autoComplete="off"
      enterKeyHint="done"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={onKeyDown}
      rightSection={
        value !== '' && (
          <CloseButton size="sm" aria-label={text.clear} onClick={() => onChange('')} />
        )
      }
    />
  );
}
