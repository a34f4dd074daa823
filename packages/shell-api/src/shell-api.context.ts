import { createContext, useContext } from 'react';
import type { ShellApi } from './shell-api.types';

export const ShellApiContext = createContext<ShellApi | null>(null);

/** The shell API inside an area's components. */
export function useShellApi(): ShellApi {
  const shellApi = useContext(ShellApiContext);
  if (!shellApi)
    throw new Error('useShellApi must be used under an area root mounted by the shell');
  return shellApi;
}
