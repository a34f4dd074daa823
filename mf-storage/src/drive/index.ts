/** The Drive screen (issue 17; seed 000 §2 Drive): the storage area routes /app/drive/ here. */
export { DriveScreen } from './drive-screen.component';
