// The brand console's calls (decision 019): its own HTTP client, and one query or mutation per console route, one
// file per area. Loaded with the console's chunks only.
export type {
  AuditEntry,
  AuthorityKey,
  ConsolePassport,
  PassportView,
  BrandRepair,
  ConsoleCollection,
  ConsoleItem,
  ConsoleKey,
  ConsoleMessage,
  ConsoleOrder,
  ConsoleOverview,
  Passkey,
  SavStore,
  StaffInvitation,
  StaffList,
  StaffMe,
  StaffMember,
  StaffRole,
  StoreInput,
  ConsoleTag,
  ConsoleHeirClaim,
  ConsoleHeirClaimSummary,
  StoreCare,
  CustodyArrival,
  TagAlert,
  TagMasterKey,
  TagTemplate,
  TapEntry,
} from '@heirloom/contract';
export { consoleHttp, onPasskeyRequired } from './http';
export { consoleKeys } from './query-keys';
export {
  confirmWithConsolePasskey,
  meQuery,
  openSession,
  requestSignInLink,
  signInWithConsolePasskey,
  signOutOfConsole,
  useConsoleSignOut,
} from './sign-in';
export { myPasskeysQuery, useAddConsolePasskey, useRemoveConsolePasskey, useResetPasskeys } from './passkeys';
export { REPAIR_BOARD_SIZE, repairsQuery, useMoveRepair, useNoteRepair } from './repairs';
export { staffQuery, useInvite, useRemoveStaff, useSetRoles, useWithdrawInvitation } from './staff';
export { storesQuery, useSaveStore } from './stores';
export { keysQuery, useCreateKey, useRevokeKey } from './api-keys';
export { royaltyQuery, useSetRoyalty } from './royalty';
export { AUDIT_PAGE_SIZE, auditQuery } from './audit';
export {
  collectionsQuery,
  ITEMS_PAGE_SIZE,
  itemsQuery,
  overviewQuery,
  useCreateItem,
  useImportItems,
  useMarketLink,
  useSaveCollection,
  useSetCover,
  useSetItemPicture,
  useSetItemSale,
  useSetSale,
  type CollectionDraft,
  type ItemDraft,
} from './catalogue';
export {
  afterSalesPassportQuery,
  authorityKeysQuery,
  itemPassportQuery,
  modelPassportQuery,
  useCreateAuthorityKey,
  useImportPassports,
  useRevokeAuthorityKey,
  useSetItemPassport,
  useSetModelPassport,
  useUploadDocument,
} from './passport';
export { MESSAGES_PAGE_SIZE, messagesQuery, useSendMessage, type MessageDraft } from './messages';
export { ORDERS_PAGE_SIZE, ordersQuery, useRefundOrder } from './orders';
export { ARRIVALS_PAGE_SIZE, arrivalsQuery, useResolveArrival } from './arrivals';
export {
  ITEM_TAPS_PAGE_SIZE,
  itemTapsQuery,
  TAG_ALERTS_PAGE_SIZE,
  tagAlertsQuery,
  tagMasterKeyQuery,
  TAGS_PAGE_SIZE,
  tagsQuery,
  tagTemplateQuery,
  useCreateTag,
  useImportTags,
  useReplaceTag,
  useSetTagMasterKey,
  useUnlinkTag,
  type TagDraft,
} from './tags';
export {
  HEIR_CLAIMS_PAGE_SIZE,
  heirClaimQuery,
  heirClaimsQuery,
  heirDocumentQuery,
  heirSettingsQuery,
  useApproveClaim,
  useRefuseClaim,
  useSetHeirSettings,
} from './heir-claims';
export { STORE_CARE_PAGE_SIZE, storeCareOneQuery, storeCareQuery, useEndStoreCare } from './care';
