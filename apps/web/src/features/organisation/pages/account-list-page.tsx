import Card from 'antd/es/card';
import { AccountTable } from '../components/account-table';
import { PeopleImport } from '../components/people-import';
import { OrgText } from '../organisation.texts';
import './organisation.css';

/** /accountList: every account of the unit, for its administrator. */
export function AccountListPage() {
  return (
    <Card title={OrgText.accountListTitle} extra={<PeopleImport />}>
      <AccountTable />
    </Card>
  );
}
