/**
 * FormField lives in src/components/form, shared with the visitors' forms. This re-export only
 * keeps the login form's import working; new code imports from components/form.
 */
export { FormField, type FieldControlProps } from '../../../components/form/FormField';
