// The console's screens: one lazy chunk for brand staff, apart from the owners' app.
export { AuditScreen } from './audit-screen';
export { CollectionScreen } from './collection-screen';
export { CollectionsScreen } from './collections-screen';
export { ConsoleLayout } from './console-layout';
export { AuthorityKeysScreen } from './authority-keys-screen';
export { KeysScreen } from './keys-screen';
export { MessagesScreen } from './messages-screen';
export { OrdersScreen } from './orders-screen';
export { ConsoleHomeScreen, OverviewScreen } from './overview-screen';
export { PasskeysScreen } from './passkeys-screen';
export { ItemPassportScreen, ModelPassportScreen } from './passport-screen';
export { RepairsScreen } from './repairs-screen';
export { RoyaltyScreen } from './royalty-screen';
export { ConsoleJoinScreen, ConsoleSignInScreen } from './sign-in-screen';
export { StaffScreen } from './staff-screen';
export { StoresScreen } from './stores-screen';
export { TagsScreen } from './tags-screen';
