import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

interface FormFieldProps extends Omit<ComponentProps<typeof TextField.Root>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled text input with its validation message announced and tied to it. */
export function FormField({ id, label, hint, error, ...inputProps }: FormFieldProps) {
  const messageId = `${id}-message`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        size="3"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        color={error ? 'red' : undefined}
        {...inputProps}
      />
      {error ? (
        <Text id={messageId} size="1" color="red" role="alert" data-testid={`error-${id}`}>
          {error}
        </Text>
      ) : (
        hint && (
          <Text id={messageId} size="1" color="gray">
            {hint}
          </Text>
        )
      )}
    </Flex>
  );
}
