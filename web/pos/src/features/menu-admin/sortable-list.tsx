// A vertical list whose rows are dragged by a handle (mouse, touch or keyboard: focus the handle,
// Space, arrows, Space). Dropping a row on another's place reports both ids; the caller saves it.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** What the row puts on its drag handle (a button). */
export type DragHandleProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: Ref<HTMLButtonElement>;
};

export interface SortableListProps<T extends { id: string }> {
  readonly rows: readonly T[];
  readonly onMove: (movedId: string, targetId: string) => void;
  readonly disabled?: boolean;
  readonly children: (row: T, handle: DragHandleProps, dragging: boolean) => ReactNode;
}

export function SortableList<T extends { id: string }>({
  rows,
  onMove,
  disabled,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is still a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={rows.map((r) => r.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        {rows.map((row) => (
          <SortableRow key={row.id} id={row.id}>
            {(handle, dragging) => children(row, handle, dragging)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  children,
}: {
  id: string;
  children: (handle: DragHandleProps, dragging: boolean) => ReactNode;
}) {
  const sortable = useSortable({ id });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    sortable;
  const handle = {
    ...attributes,
    ...listeners,
    ref: setActivatorNodeRef,
  } as DragHandleProps;
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      {children(handle, sortable.isDragging)}
    </div>
  );
}
