/* A list's date filter: a from–to pair of date inputs (fund and stock histories, documents). */
import { TextInput } from '@mantine/core';

/** A from–to pair of date inputs of a list's filters (yyyy-mm-dd; empty is open). */
export function DateRangeInputs(props: {
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly fromDate: string;
  readonly toDate: string;
  readonly onChange: (range: { fromDate: string; toDate: string }) => void;
  readonly testIdPrefix: string;
}) {
  const { fromDate, toDate, onChange } = props;
  return (
    <>
      <TextInput
        type="date"
        label={props.fromLabel}
        value={fromDate}
        onChange={(event) => onChange({ fromDate: event.currentTarget.value, toDate })}
        data-testid={`${props.testIdPrefix}-from`}
      />
      <TextInput
        type="date"
        label={props.toLabel}
        value={toDate}
        onChange={(event) => onChange({ fromDate, toDate: event.currentTarget.value })}
        data-testid={`${props.testIdPrefix}-to`}
      />
    </>
  );
}
