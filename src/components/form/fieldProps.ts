/**
 * The props of the ready-made fields (TextField, SelectField, TextAreaField): FormField's frame
 * (label, hint, error, required, invalid, className of the outer box), `large` for the roomy look
 * of the visitors' forms, extra classes for the control, and the control's own attributes.
 */
import type { ComponentProps } from 'react';
import type { FieldFrameProps } from './FormField';
import { controlClass, largeControlClass } from './formStyles';

type ControlLook = { large?: boolean; controlClassName?: string };

export type FieldProps<Tag extends 'input' | 'select' | 'textarea'> = FieldFrameProps &
  ControlLook &
  Omit<ComponentProps<Tag>, keyof FieldFrameProps | 'id'>;

/** Splits a field's props into the frame's, the control's attributes and the control's class. */
export function splitFieldProps<P extends FieldFrameProps & ControlLook>(props: P) {
  const { label, hint, error, required, invalid, className, large, controlClassName, ...control } =
    props;
  const look = large ? largeControlClass : controlClass;
  return {
    frame: { label, hint, error, required, invalid, className },
    control,
    controlClass: controlClassName ? `${look} ${controlClassName}` : look,
  };
}
