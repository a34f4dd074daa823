import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_TYPES, type ShareArea, type ShareType, type ShareUser } from '@gramota/contracts';
import { Button } from '../../forms/button.component';
import { FormAlert } from '../../forms/form-alert.component';
import { SelectField } from '../../forms/select-field.component';
import { TextField } from '../../forms/text-field.component';
import { useApiForm } from '../../forms/use-api-form';
import { areaErrorMessage } from '../area-error-message';
import type { ShareCalls } from './share-calls';
import { dialogClasses } from '../../components/dialog-layout';
import styles from './share.module.css';

/** How long 'Copied' shows beside the link (seed 001 §9: copy-link tooltip 2 s). */
export const COPIED_MILLISECONDS = 2000;

export interface ShareModalProps {
  /** Whose share calls these are: the server's errors read from `{area}:errors`. */
  area: ShareArea;
  /** The area's hooks of its share calls. */
  calls: ShareCalls;
  /** 'wsdoc:12,folder:f3' (shareReference). */
  dataId: string;
  /** The type the selection shares now. */
  shareType: ShareType;
  close: () => void;
}

type UserChange = 'view' | 'edit' | 'remove';

/**
 * Seed 001 §4 Sharing, for every area that shares: who may open the selection (users | link |
 * others); for users and link the people added, each with view or edit, and the link to copy. A
 * refused addition is said next to the field, as the server names it.
 */
export function ShareModal({ area, calls, dataId, shareType, close }: ShareModalProps) {
  const { t } = useTranslation('common');
  const [type, setType] = useState<ShareType>(shareType);
  const [error, setError] = useState<string | null>(null);
  const [setShareType] = calls.useSetType();
  const [setUser] = calls.useSetUser();
  const listed = type === 'users' || type === 'link';
  const people = calls.useGetUsers(dataId, { skip: !listed });
  const message = (caught: unknown) => areaErrorMessage(t, area, caught);

  const changeType = async (next: ShareType) => {
    const before = type;
    setType(next);
    setError(null);
    try {
      await setShareType({ dataId, type: next }).unwrap();
    } catch (caught) {
      // The server kept the old type: so does the dropdown.
      setType(before);
      setError(message(caught));
    }
  };
  const changeUser = async (user: ShareUser, change: UserChange) => {
    setError(null);
    try {
      await setUser({ dataId, type: change, user: user.id }).unwrap();
    } catch (caught) {
      setError(message(caught));
    }
  };

  return (
    <div className={dialogClasses.body} data-testid="share-modal">
      <SelectField
        label={t('share.type')}
        name="share_type"
        value={type}
        options={SHARE_TYPES.map((value) => ({ value, label: t(`share.types.${value}`) }))}
        onChange={(event) => void changeType(event.target.value as ShareType)}
      />
      <FormAlert message={error} />
      {listed ? (
        <>
          <AddUserForm area={area} calls={calls} dataId={dataId} shareType={type} />
          <ShareUsers users={people.data?.users ?? []} onChange={changeUser} />
        </>
      ) : null}
      {type === 'link' && people.data?.link ? <CopyLink link={people.data.link} /> : null}
      <div className={dialogClasses.actions}>
        <Button variant="primary" onClick={close}>
          {t('actions.close')}
        </Button>
      </div>
    </div>
  );
}

const ADD_USER_FIELDS = ['who'] as const;

/**
 * The server names the person's field 'email' or 'id' (or none): here both are the one field.
 * A refusal without an answer body (the network) is left as it is, said above the form.
 */
function onWhoField(caught: unknown): unknown {
  const refusal = caught as { data?: unknown } | null;
  if (typeof refusal?.data !== 'object' || refusal.data === null) return caught;
  const data = refusal.data as Record<string, unknown>;
  if (data.name !== undefined && data.name !== 'email' && data.name !== 'id') return caught;
  return { ...refusal, data: { ...data, name: 'who' } };
}

/**
 * Adds a person by e-mail or user id, on the form engine (seed 000 §4, §7): a second submit while
 * adding is ignored, the server's refusal is shown on the field in the area's words.
 */
function AddUserForm({
  area,
  calls,
  dataId,
  shareType,
}: Pick<ShareModalProps, 'area' | 'calls' | 'dataId' | 'shareType'>) {
  const { t } = useTranslation('common');
  const [who, setWho] = useState('');
  const [addUser] = calls.useAddUser();
  const form = useApiForm(
    ADD_USER_FIELDS,
    {},
    { errorMessage: (caught) => areaErrorMessage(t, area, caught) },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty field is not an error here: nothing to add, nothing said.
    if (!who.trim()) return;
    void form.submit(async (values) => {
      const value = (values.who ?? '').trim();
      // An id is digits only; anything else is taken for an e-mail.
      const person = /^\d+$/.test(value) ? { id: value } : { email: value };
      try {
        await addUser({ dataId, shareType, ...person }).unwrap();
      } catch (caught) {
        throw onWhoField(caught);
      }
      setWho('');
    }, event.currentTarget);
  };
  return (
    <form className={dialogClasses.row} onSubmit={submit}>
      <FormAlert message={form.formError} />
      <TextField
        label={t('share.who')}
        name="who"
        value={who}
        error={form.fieldError('who')}
        onChange={(event) => setWho(event.target.value)}
      />
      <Button type="submit" busy={form.busy}>
        {t('share.add')}
      </Button>
    </form>
  );
}

function ShareUsers({
  users,
  onChange,
}: {
  users: readonly ShareUser[];
  onChange: (user: ShareUser, change: UserChange) => void;
}) {
  const { t } = useTranslation('common');
  if (users.length === 0) return <p>{t('share.noUsers')}</p>;
  return (
    <ul className={styles.users} aria-label={t('share.users')}>
      {users.map((user) => (
        <li key={user.id} className={styles.user}>
          <span className={styles.userName}>{user.name || user.email}</span>
          <SelectField
            inline
            label={t('share.permission', { name: user.name || user.email })}
            name={`permission-${user.id}`}
            value={user.permission}
            options={[
              { value: 'view', label: t('share.view') },
              { value: 'edit', label: t('share.edit') },
            ]}
            onChange={(event) => onChange(user, event.target.value as 'view' | 'edit')}
          />
          <Button variant="link" onClick={() => onChange(user, 'remove')}>
            {t('share.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MILLISECONDS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className={dialogClasses.row}>
      <TextField label={t('share.link')} name="link" value={link} readOnly />
      <Button
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t('share.copy')}
      </Button>
      {copied ? (
        <span role="status" className={styles.copied}>
          {t('share.copied')}
        </span>
      ) : null}
    </div>
  );
}
