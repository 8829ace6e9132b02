/* A figure typed with − and + buttons inside its field: the ticket's price by ticks and quantity by board lots. */
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { tabular } from '../../../shared/ticket/ticket-parts';

/** The − and + buttons inside a field (one tick of the spread table, one board lot). */
function Stepper(props: {
  readonly downLabel: string;
  readonly upLabel: string;
  readonly onStep: (by: 1 | -1) => void;
  readonly testId: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" pr={4}>
      <ActionIcon
        variant="default"
        size={28}
        aria-label={props.downLabel}
        onClick={() => props.onStep(-1)}
        data-testid={`${props.testId}-down`}
      >
        −
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={28}
        aria-label={props.upLabel}
        onClick={() => props.onStep(1)}
        data-testid={`${props.testId}-up`}
      >
        +
      </ActionIcon>
    </Group>
  );
}

/** A figure typed with a stepper inside its field (price by ticks, quantity by lots). */
export function SteppedField(props: {
  readonly label: string;
  readonly description?: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onStep: (by: 1 | -1) => void;
  readonly downLabel: string;
  readonly upLabel: string;
  readonly error: string | undefined;
  readonly testId: string;
  readonly inputMode: 'decimal' | 'numeric';
}) {
  return (
    <TextInput
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      inputMode={props.inputMode}
      autoComplete="off"
      data-testid={props.testId}
      styles={{ input: tabular }}
      rightSectionWidth={68}
      rightSectionPointerEvents="all"
      rightSection={
        <Stepper downLabel={props.downLabel} upLabel={props.upLabel} onStep={props.onStep} testId={props.testId} />
      }
    />
  );
}
