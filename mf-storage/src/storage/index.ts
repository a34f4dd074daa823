// The storage's screen (lists, shared items, trash, the link page) for the area's root.
export { default as StorageScreen } from './storage-screen.component';
