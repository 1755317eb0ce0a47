import { Link, useNavigate } from 'react-router-dom';
import { colors, focusRing, narrow, space } from '../../../lib/theme';
import type { CompanyUser } from '../api/get-users';
import { sortUsers } from '../utils/user-rules';
import { RoleBadge } from './role-badge';

const cell = {
  padding: `${space(3)} ${space(3)}`,
  textAlign: 'left',
  verticalAlign: 'top',
  [narrow]: { padding: `${space(2)} ${space(2)}` },
} as const;

/** Name and e-mail, task count, role (spec 001 §2 "Users"); a row opens the user. */
export function UsersTable({ users, basePath }: { users: CompanyUser[]; basePath: string }) {
  const navigate = useNavigate();
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', background: colors.surface }}>
        <caption css={{ position: 'absolute', left: '-10000px' }}>Brugere i virksomheden</caption>
        <thead>
          <tr css={{ borderBottom: `2px solid ${colors.text}` }}>
            <th scope="col" css={cell}>
              Navn
            </th>
            <th scope="col" css={{ ...cell, textAlign: 'right' }}>
              Opgaver
            </th>
            <th scope="col" css={{ ...cell, [narrow]: { display: 'none' } }}>
              Rolle
            </th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 && (
            <tr>
              <td colSpan={3} css={{ ...cell, color: colors.muted }}>
                Ingen data
              </td>
            </tr>
          )}
          {sortUsers(users).map((user) => {
            const to = `${basePath}/${encodeURIComponent(user.id)}`;
            return (
              <tr
                key={user.id}
                onClick={(event) => {
                  // The name is a real link (keyboard, new tab); the rest of the row follows it too.
                  if ((event.target as HTMLElement).closest('a')) return;
                  navigate(to);
                }}
                css={{
                  borderBottom: `1px solid ${colors.border}`,
                  cursor: 'pointer',
                  '&:hover': { background: colors.primaryTint },
                }}
              >
                <td css={cell}>
                  <Link
                    to={to}
                    css={{
                      color: colors.primary,
                      fontWeight: 700,
                      textUnderlineOffset: '0.15em',
                      '&:focus-visible': focusRing,
                    }}
                  >
                    {user.name}
                  </Link>
                  <div css={{ color: colors.muted, fontSize: '0.9375rem', overflowWrap: 'anywhere' }}>
                    {user.emailAddress}
                  </div>
                  {/* Narrow screens: the role moves under the name instead of its own column. */}
                  <div css={{ display: 'none', marginTop: space(1), [narrow]: { display: 'block' } }}>
                    <RoleBadge role={user.role?.type} />
                  </div>
                </td>
                <td css={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {user.taskCount ?? 0}
                </td>
                <td css={{ ...cell, [narrow]: { display: 'none' } }}>
                  <RoleBadge role={user.role?.type} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
