// What other modules may use of the user module (a module reaches another only through its index.ts).
export { UserRepo, type UserRow } from './user.repo';
export { AccountsRepo, memberOrder, searchCondition, type Sort } from './accounts.repo';
