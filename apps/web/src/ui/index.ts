// Shared widgets in docs/product.md "Widgets", one import for the screens.
export { BackLink, type BackLinkProps } from './back-link';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { CopyButton, type CopyButtonProps } from './copy-button';
export {
  DEFAULT_COUNTRY,
  findCountry,
  flagEmoji,
  listCountries,
  searchCountries,
  type Country,
  type SelectedCountry,
} from './countries';
export {
  CountryPicker,
  CountryPickerModal,
  type CountryPickerModalProps,
  type CountryPickerProps,
} from './country-picker';
export { Dropdown, type DropdownProps } from './dropdown';
export { Fact, Facts, type FactProps } from './facts';
export { Header, type HeaderProps } from './header';
export { Hourglass, type HourglassProps, type HourglassSize } from './hourglass';
export { Icon, type IconName, type IconProps } from './icon';
export { languageFlag } from './language-flag';
export { LanguageSelector, type LanguageOption, type LanguageSelectorProps } from './language-selector';
export { MiniNftCard, type MiniNftCardProps } from './mini-nft-card';
export { Modal, type ModalDisplay, type ModalPosition, type ModalProps } from './modal';
export { NeedsNetwork, OnlineFieldset, OnlineLink, type OnlineLinkProps } from './needs-network';
export { NftCard, type NftCardDetails, type NftCardProps } from './nft-card';
export { NftImage, type NftImageProps } from './nft-image';
export type { NftCardItem } from './nft-item';
export { PhoneInput, type PhoneInputHandle, type PhoneInputProps } from './phone-input';
export { normalisePhone } from './phone-number';
export { DEFAULT_PIN_LENGTH, PinInput, type PinInputProps } from './pin-input';
export { Radio, type RadioProps } from './radio';
export {
  clearNeedsReverification,
  markNeedsReverification,
  needsReverification,
  useNeedsReverification,
} from './reverification';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { TagPill, type TagPillProps } from './tag-pill';
export { MinLengthTextArea, TextArea, type MinLengthTextAreaProps, type TextAreaProps } from './text-area';
export { TextInput, type TextInputProps } from './text-input';
export { Toast, TOAST_DURATION, type ToastProps } from './toast';
