import { queryString } from './query-string';

/**
 * Sharing (seed 001 §4 Sharing, §7 Workshop and storage sharing): the same four calls for every
 * area that shares (My templates today, Storage in issue 17), `/api/{area}-share-*`:
 * - GET share-get-users/?data_id= → ShareUsersAnswer (type and the people);
 * - GET share-set-type/?data_id=&type= → ShareDoneAnswer (a selection of several must share one
 *   type: 'different_access' otherwise);
 * - GET share-add-user/?data_id=&share_type=&email= | &id= → ShareDoneAnswer | error with name,
 *   tooltip;
 * - GET share-set-user/?data_id=&type=view|edit|remove&user= → ShareDoneAnswer.
 * data_id: the selection's typed references ('wsdoc:12', 'folder:f3') joined by commas.
 */

/** users (only the people added), link (anyone with the link), others (every signed-in user). */
export const SHARE_TYPES = ['users', 'link', 'others'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];
export const SHARE_PERMISSIONS = ['view', 'edit'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

/** The areas whose items can be shared: the prefix of their share calls. */
export const SHARE_AREAS = ['workshop', 'storage'] as const;
export type ShareArea = (typeof SHARE_AREAS)[number];

export function isShareArea(value: unknown): value is ShareArea {
  return typeof value === 'string' && (SHARE_AREAS as readonly string[]).includes(value);
}

/** One person an item is shared with. */
export interface ShareUser {
  id: string;
  email: string;
  name: string;
  permission: SharePermission;
}

export interface ShareUsersAnswer {
  result: 'success';
  share_type: ShareType;
  users: ShareUser[];
  /** The link anyone with it may open (share type link). */
  link: string;
}

/** A share call's answer (set-type, add-user, set-user). */
export interface ShareDoneAnswer {
  result: 'success';
}

/** The arguments of the share calls as the front ends pass them (the store's shareEndpoints). */
export interface ShareSetTypeArgs {
  dataId: string;
  type: ShareType;
}
export interface ShareAddUserArgs {
  dataId: string;
  shareType: ShareType;
  email?: string;
  id?: string;
}
export interface ShareSetUserArgs {
  dataId: string;
  type: SharePermission | 'remove';
  user: string;
}

/** The share calls of one area. */
export function sharePaths(area: ShareArea) {
  return {
    getUsers: (dataId: string) =>
      `/api/${area}-share-get-users/${queryString({ data_id: dataId })}`,
    setType: (dataId: string, type: ShareType) =>
      `/api/${area}-share-set-type/${queryString({ data_id: dataId, type })}`,
    addUser: (dataId: string, shareType: ShareType, who: { email?: string; id?: string }) =>
      `/api/${area}-share-add-user/${queryString({
        data_id: dataId,
        share_type: shareType,
        email: who.email,
        id: who.id,
      })}`,
    setUser: (dataId: string, type: SharePermission | 'remove', user: string) =>
      `/api/${area}-share-set-user/${queryString({ data_id: dataId, type, user })}`,
  } as const;
}
