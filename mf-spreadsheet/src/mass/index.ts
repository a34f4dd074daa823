/**
 * Mass creation's face to the table screen (the grid mounts MassCreateButton in its topbar).
 * mass-create-button.component.tsx implements it.
 */
export type { MassCreateButtonProps } from './mass-button-props';
export { MassCreateButton } from './mass-create-button.component';
