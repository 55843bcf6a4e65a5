import { Code, DataList, Text } from '@mantine/core';
import { fieldLabel, inlineValue, type UnknownField } from './unknown-fields';

/** Props of {@link UnknownFieldsList}. */
export interface UnknownFieldsListProps {
  fields: UnknownField[];
}

/** Fields the contract does not know as label → value, values as text (JSON for nested shapes). */
export function UnknownFieldsList({ fields }: UnknownFieldsListProps) {
  return (
    <DataList aria-label="Other fields" size="sm">
      {fields.map(({ path, value }) => {
        const inline = inlineValue(value);
        return (
          <DataList.Item key={path}>
            <DataList.ItemLabel title={path}>{fieldLabel(path)}</DataList.ItemLabel>
            <DataList.ItemValue>
              {inline === null ? <Code block>{JSON.stringify(value, null, 2)}</Code> : <Text size="sm">{inline}</Text>}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList>
  );
}
