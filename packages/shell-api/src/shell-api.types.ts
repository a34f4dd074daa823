import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '@gramota/store';
import type { LoginReason } from './login-return';

export interface ModalRequest<P extends object = object> {
  /** Title shown in the modal header (already translated). */
  title: string;
  component: ComponentType<P & { close: () => void }>;
  props?: P;
  /** 'static': no close on backdrop click; 'over': no history entry, no outside close (seed 000 §4). */
  backdrop?: 'default' | 'static' | 'over';
  onClose?: () => void;
}

export interface ModalHandle {
  close(): void;
}

export interface ToastRequest {
  text: string;
  kind?: 'info' | 'success' | 'error';
  /** Milliseconds before it hides; 0 keeps it until closed. */
  timeout?: number;
  action?: { label: string; href: string };
}

/** What every area receives as single-spa custom props. */
export interface ShellApi {
  store: AppStore;
  i18n: I18n;
  /** In-app navigation; inside an embedding frame it is delegated to the parent window. */
  navigate(url: string): void;
  showModal<P extends object>(request: ModalRequest<P>): ModalHandle;
  closeModal(): void;
  /**
   * Opens a help page (its /app/help/... address, e.g. '/app/help/redactor/') in the resizable help
   * modal (seed 000 §4).
   */
  openHelp(path: string): void;
  toast(request: ToastRequest): void;
  /**
   * Sends a visitor to /app/login/ with the reason shown there ('Log in to access the document'),
   * and back to `returnTo` (default: the current address) after login (seed 000 §2).
   */
  requireLogin(reason: LoginReason, returnTo?: string): void;
  /** True when the app runs inside a frame with ?embed=true (no chrome). */
  embed: boolean;
}

/** Props single-spa hands to an area's lifecycles. */
export interface AreaMountProps extends ShellApi {
  name: string;
  domElement?: HTMLElement;
}
