import {
  DataTable,
  LinkRow,
  RowLink,
  cellStyle,
  numericCellStyle,
  wideCellStyle,
} from '../../../components/ui/data-table';
import { colors, narrow, space } from '../../../lib/theme';
import type { CompanyUser } from '../../../lib/users/get-users';
import { sortUsers } from '../utils/user-rules';
import { RoleBadge } from './role-badge';

const head = (
  <>
    <th scope="col" css={cellStyle}>
      Navn
    </th>
    <th scope="col" css={numericCellStyle}>
      Opgaver
    </th>
    <th scope="col" css={wideCellStyle}>
      Rolle
    </th>
  </>
);

/** Name and e-mail, task count, role (spec 001 §2 "Users"); a row opens the user. */
export function UsersTable({ users, userPath }: { users: CompanyUser[]; userPath: (id: string) => string }) {
  return (
    <DataTable caption="Brugere i virksomheden" head={head} columns={3} rows={sortUsers(users)} empty="Ingen data">
      {(user) => {
        const to = userPath(user.id);
        return (
          <LinkRow key={user.id} to={to}>
            <td css={cellStyle}>
              <RowLink to={to}>{user.name}</RowLink>
              <div css={{ color: colors.muted, fontSize: '0.9375rem', overflowWrap: 'anywhere' }}>
                {user.emailAddress}
              </div>
              {/* Narrow screens: the role moves under the name instead of its own column. */}
              <div css={{ display: 'none', marginTop: space(1), [narrow]: { display: 'block' } }}>
                <RoleBadge role={user.role?.type} />
              </div>
            </td>
            <td css={numericCellStyle}>{user.taskCount ?? 0}</td>
            <td css={wideCellStyle}>
              <RoleBadge role={user.role?.type} />
            </td>
          </LinkRow>
        );
      }}
    </DataTable>
  );
}
