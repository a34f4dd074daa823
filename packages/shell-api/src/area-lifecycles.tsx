import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { AreaCrash } from '@gramota/ui';
import { ShellApiContext } from './shell-api.context';
import type { AreaMountProps } from './shell-api.types';

export interface AreaDefinition {
  /** Area name as in AREAS ('docs', 'ready', ...). */
  name: string;
  /** Lazily loaded root component, so the entry chunk stays tiny (CONVENTIONS). */
  loadRootComponent: () => Promise<{
    default: React.ComponentType<AreaMountProps>;
    /** The area's strings in the current language (registerNamespace's promise). */
    stringsReady?: Promise<unknown>;
  }>;
}

/**
 * The whole contract of an area entry: bootstrap/mount/unmount from single-spa-react, with the
 * shell's store, i18n and API provided around the area's root component.
 */
export function createAreaLifecycles(definition: AreaDefinition) {
  const lifecycles = singleSpaReact<AreaMountProps>({
    React,
    ReactDOMClient,
    loadRootComponent: async () => {
      const { default: Root, stringsReady } = await definition.loadRootComponent();
      // First render in the teacher's language, not in the Russian fallback then hers.
      await stringsReady;
      return function AreaProviders(props?: AreaMountProps & AppProps) {
        if (!props) return null;
        return (
          <Provider store={props.store}>
            <I18nextProvider i18n={props.i18n}>
              <ShellApiContext.Provider value={props}>
                <Root {...props} />
              </ShellApiContext.Provider>
            </I18nextProvider>
          </Provider>
        );
      };
    },
    // The boundary stands outside the area's providers: its message gets the shell's i18n here,
    // so it is said in the teacher's language.
    errorBoundary: (error, _info, props) =>
      props?.i18n ? (
        <I18nextProvider i18n={props.i18n}>
          <AreaCrash area={definition.name} error={error} />
        </I18nextProvider>
      ) : (
        <AreaCrash area={definition.name} error={error} />
      ),
  });
  return {
    ...lifecycles,
    /**
     * Starts downloading the root component before single-spa mounts the area: the shell calls
     * it while the session is still being asked for (import() runs a module once, so bootstrap
     * then reuses the same download).
     */
    preload: async (): Promise<void> => {
      await definition.loadRootComponent();
    },
  };
}
