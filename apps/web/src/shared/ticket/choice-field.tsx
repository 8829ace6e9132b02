/* A ticket's choice between a few options side by side: a side, an order type, a quantity's basis. */
import { SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

/** One option of a `ChoiceField`: the value the ticket holds, the text the client reads, whether it may be chosen. */
export type ChoiceOption<Value extends string> = {
  readonly value: Value;
  readonly label: string;
  readonly disabled?: boolean;
};

/**
 * The options as segments under their label, which names the group for a screen reader, and what the chosen option
 * means (`description`) under them. The ticket gets back one of its own values, never another string.
 */
export function ChoiceField<Value extends string>(props: {
  readonly label: string;
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  readonly options: readonly ChoiceOption<Value>[];
  readonly description?: string;
  readonly testId?: string;
}) {
  const labelId = useId();
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={labelId}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={props.value}
        onChange={(chosen) => {
          const option = props.options.find((candidate) => candidate.value === chosen);
          if (option) props.onChange(option.value);
        }}
        data={props.options.map((option) => ({
          value: option.value,
          label: option.label,
          disabled: option.disabled ?? false,
        }))}
        data-testid={props.testId}
      />
      {props.description !== undefined && (
        <Text size="xs" c="dimmed" mt={4}>
          {props.description}
        </Text>
      )}
    </div>
  );
}
