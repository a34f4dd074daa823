/**
 * Drive create's face to the table screen and the area's root (issue 15): the grid mounts
 * DriveCreateButton beside MassCreateButton with the same props; the root shows the mail pages
 * for /app/mails/templates/{id}/ and /app/settings/mail/.
 */
export { DriveCreateButton } from './drive-create-button.component';
export { drivePageOf, DrivePage, DrivePageOr } from './drive-page';
