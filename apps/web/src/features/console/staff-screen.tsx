// The brand's staff (admins): invite someone by e-mail with their roles, change a member's roles, remove a member,
// withdraw an invitation not yet accepted. A brand keeps at least one admin (the API refuses otherwise).
import { staffRoles, type StaffRole } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  staffQuery,
  useInvite,
  useRemoveStaff,
  useResetPasskeys,
  useSetRoles,
  useWithdrawInvitation,
  type StaffMember,
} from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { looksLikeEmail } from '../../lib/email';
import { useFormatDate } from '../../lib/format';
import { Button, Checkbox, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { ConfirmButton, SubmitButton } from './console-controls';
import { ConsolePage, Panel } from './console-page';
import { DataTable, ErrorLine, SuccessLine } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

function RoleChoices({
  legend,
  roles,
  onChange,
  error,
}: {
  legend: string;
  roles: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {staffRoles.map((role) => (
        <Checkbox
          key={role}
          label={
            <>
              {t(`console.role.${role}`)}{' '}
              <span className={styles.meta}>— {t(`console.roleHint.${role}`)}</span>
            </>
          }
          checked={roles.includes(role)}
          onChange={(checked) => onChange(checked ? [...roles, role] : roles.filter((r) => r !== role))}
        />
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function InviteForm({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const invite = useInvite(brandId);
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [problems, setProblems] = useState<{ email?: string; roles?: string }>({});
  const [sent, setSent] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const found = {
      email: looksLikeEmail(address) ? undefined : t('console.signIn.emailInvalid'),
      roles: roles.length > 0 ? undefined : t('console.staff.rolesRequired'),
    };
    setProblems(found);
    setSent(undefined);
    if (found.email || found.roles) return;
    invite.mutate(
      { email: address, roles },
      {
        onSuccess: (invitation) => {
          setSent(t('console.staff.invited', { email: invitation.email }));
          setEmail('');
          setRoles([]);
        },
      },
    );
  };

  return (
    <Panel id="invite-title" title={t('console.staff.inviteTitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextInput
          label={t('console.staff.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problems.email}
        />
        <RoleChoices
          legend={t('console.staff.roles')}
          roles={roles}
          onChange={setRoles}
          error={problems.roles}
        />
        <ErrorLine error={invite.error} />
        <SuccessLine text={sent} />
        <SubmitButton label={t('console.staff.invite')} busy={invite.isPending} />
      </form>
    </Panel>
  );
}

function MemberRow({ brandId, member, me }: { brandId: string; member: StaffMember; me: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const setRoles = useSetRoles(brandId);
  const remove = useRemoveStaff(brandId);
  const reset = useResetPasskeys(brandId);
  const [editing, setEditing] = useState(false);
  const [roles, setDraft] = useState<StaffRole[]>(member.roles);
  const failure = setRoles.error ?? remove.error ?? reset.error;
  return (
    <tr>
      <th scope="row">
        {member.email}
        {member.email === me && <span className={styles.meta}> {t('console.staff.you')}</span>}
      </th>
      <td>
        {editing ? (
          <RoleChoices
            legend={t('console.staff.rolesOf', { email: member.email })}
            roles={roles}
            onChange={setDraft}
          />
        ) : (
          member.roles.map((role) => (
            <span key={role} className={styles.pill}>
              {t(`console.role.${role}`)}
            </span>
          ))
        )}
        <ErrorLine error={failure} />
      </td>
      <td>{member.lastSignInAt ? formatDate(member.lastSignInAt, 'dateTime') : t('console.staff.never')}</td>
      <td>
        {member.passkeys > 0
          ? t('console.staff.passkeyCount', { count: member.passkeys })
          : t('console.staff.noPasskey')}
      </td>
      <td>
        <div className={styles.actions}>
          {editing ? (
            <>
              <Button
                loading={setRoles.isPending}
                disabled={roles.length === 0}
                onClick={() =>
                  setRoles.mutate({ staffId: member.id, roles }, { onSuccess: () => setEditing(false) })
                }
              >
                {t('console.staff.save')}
              </Button>
              <Button variant="ghost" onClick={() => (setEditing(false), setDraft(member.roles))}>
                {t('console.cancel')}
              </Button>
            </>
          ) : (
            <MemberActions
              member={member}
              isMe={member.email === me}
              reset={reset}
              remove={remove}
              onEdit={() => setEditing(true)}
            />
          )}
        </div>
      </td>
    </tr>
  );
}

/** A member's buttons out of editing: change their roles, reset their passkeys (not one's own), remove them. */
function MemberActions({
  member,
  isMe,
  reset,
  remove,
  onEdit,
}: {
  member: StaffMember;
  isMe: boolean;
  reset: ReturnType<typeof useResetPasskeys>;
  remove: ReturnType<typeof useRemoveStaff>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onEdit}>
        {t('console.staff.changeRoles')}
      </Button>
      {member.passkeys > 0 && !isMe && (
        <ConfirmButton
          variant="secondary"
          loading={reset.isPending}
          question={t('console.staff.resetConfirm', { email: member.email })}
          onConfirm={() => reset.mutate(member.id)}
        >
          {t('console.staff.reset')}
        </ConfirmButton>
      )}
      <ConfirmButton
        variant="danger"
        loading={remove.isPending}
        question={t('console.staff.removeConfirm', { email: member.email })}
        onConfirm={() => remove.mutate(member.id)}
      >
        {t('console.staff.remove')}
      </ConfirmButton>
    </>
  );
}

export function StaffScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const staff = useQuery(staffQuery(brand.brandId));
  const withdraw = useWithdrawInvitation(brand.brandId);
  const formatDate = useFormatDate();
  return (
    <ConsolePage title={t('console.staff.title')} lead={t('console.staff.lead', { brand: brand.name })}>
      <InviteForm brandId={brand.brandId} />
      <ConsoleQuery query={staff}>
        {(data) => (
          <>
            <Panel id="members-title" title={t('console.staff.members', { count: data.members.length })}>
              <DataTable
                count={data.members.length}
                empty=""
                columns={[
                  t('console.staff.email'),
                  t('console.staff.roles'),
                  t('console.staff.lastSignIn'),
                  t('console.staff.passkeys'),
                  { hidden: t('console.actions') },
                ]}
              >
                {data.members.map((member) => (
                  <MemberRow key={member.id} brandId={brand.brandId} member={member} me={brand.me.email} />
                ))}
              </DataTable>
            </Panel>
            <Panel id="invitations-title" title={t('console.staff.invitations')}>
              <DataTable
                count={data.invitations.length}
                empty={t('console.staff.noInvitations')}
                columns={[
                  t('console.staff.email'),
                  t('console.staff.roles'),
                  t('console.staff.expires'),
                  { hidden: t('console.actions') },
                ]}
              >
                {data.invitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <th scope="row">{invitation.email}</th>
                    <td>{invitation.roles.map((role) => t(`console.role.${role}`)).join(', ')}</td>
                    <td>{formatDate(invitation.expiresAt, 'dateTime')}</td>
                    <td>
                      <Button
                        variant="ghost"
                        loading={withdraw.isPending && withdraw.variables === invitation.id}
                        onClick={() => withdraw.mutate(invitation.id)}
                      >
                        {t('console.staff.withdraw')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            </Panel>
          </>
        )}
      </ConsoleQuery>
    </ConsolePage>
  );
}
