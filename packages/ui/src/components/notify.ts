import type { ComponentType } from 'react';
import { AlertModal } from './alert-modal.component';

/**
 * How long a success toast stays. Info and error toasts, a success with a link and a long success
 * keep the shell's default (5 s) so the teacher has time to read or click.
 */
export const SUCCESS_TOAST_TIMEOUT_MS = 3000;

export interface ToastLink {
  label: string;
  href: string;
}

export interface SuccessOptions {
  /** A link to where the result went; the toast then stays the shell's default time. */
  action?: ToastLink;
  /** Stay the shell's default time without a link (the editor's toasts about the file it made). */
  long?: boolean;
}

/** The part of the shell API notices go through (shell-api's ShellApi satisfies it). */
export interface NotifyShell {
  toast(request: {
    text: string;
    kind?: 'info' | 'success' | 'error';
    timeout?: number;
    action?: ToastLink;
  }): void;
  showModal<P extends object>(request: {
    title: string;
    component: ComponentType<P & { close: () => void }>;
    props?: P;
  }): unknown;
}

/** The seeds' alerts (seed 000 §8): a titled modal with a Close button, or a toast. */
export interface Notify {
  /** A titled modal; the title defaults to the seeds' 'Error'. */
  alert(text: string, title?: string): void;
  /** A short hint: 'Select a document or folder', 'Nothing found'. */
  info(text: string): void;
  /** What was done; with a link to where it went, or asked to be long, the toast stays longer. */
  success(text: string, options?: SuccessOptions): void;
  error(text: string): void;
}

/**
 * The one way every area says something to the teacher. `alertTitle` is the default modal title,
 * already translated (shell-api's useNotify gives it common:alerts.errorTitle).
 */
export function createNotify(shell: NotifyShell, alertTitle: string): Notify {
  return {
    alert: (text, title = alertTitle) =>
      void shell.showModal({ title, component: AlertModal, props: { text } }),
    info: (text) => shell.toast({ text, kind: 'info' }),
    success: (text, { action, long } = {}) =>
      shell.toast(
        action
          ? { text, kind: 'success', action }
          : long
            ? { text, kind: 'success' }
            : { text, kind: 'success', timeout: SUCCESS_TOAST_TIMEOUT_MS },
      ),
    error: (text) => shell.toast({ text, kind: 'error' }),
  };
}
