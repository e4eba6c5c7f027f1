// Test support: a text field's value kept in state as its parent would keep it, for the fields' own tests.
import { useState, type ChangeEvent } from 'react';

/** The value and the change handler a parent gives a controlled text field (an input or a text area). */
export function useTextValue() {
  const [value, setValue] = useState('');
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValue(event.target.value);
  return { value, onChange };
}
