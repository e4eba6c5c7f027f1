// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";

/// @title Heirloom items: one ERC-721 token per physical item, for every brand and collection.
/// @notice Tokens held for owners sit at custody addresses derived from an account id: nobody holds a key
/// for them, so no one but the operator can move them, and the operator can move a token only out of a
/// custody address. A token sent out to a wallet belongs to that wallet alone: the platform cannot take it
/// back (`NotInCustody`). Wallets and marketplaces are told when a token's metadata changes (ERC-4906), read
/// the contract's own metadata (ERC-7572) and each brand's royalty (ERC-2981). Decision records:
/// docs/decisions/013-items-on-a-chain.md, docs/decisions/030-what-wallets-and-marketplaces-read.md,
/// docs/decisions/048-a-batch-mint.md (the batch mint and where a token's holder, collection and brand are kept).
contract HeirloomItems is ERC721, AccessControl, IERC2981, IERC4906 {
    /// @notice Mints, and moves tokens between custody addresses or out to wallets.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    /// @notice Re-creates the tokens of a previous deployment at their holders, until the admin ends it.
    bytes32 public constant MIGRATOR_ROLE = keccak256("MIGRATOR_ROLE");
    /// @notice This contract's version: the first deployment had none (version 1). `npm run ledger -- migrate`
    /// moves the tokens of an earlier version to this one.
    uint256 public constant VERSION = 3;
    /// @notice The highest royalty a brand may ask: 10 % of the price, in basis points.
    uint96 public constant MAX_ROYALTY_BPS = 1000;

    struct Royalty {
        address receiver;
        uint96 bps;
    }

    /// @dev A collection and its brand, as a batch mint names them for all its tokens.
    struct Origin {
        bytes32 collection;
        bytes32 brand;
    }

    /// @dev Each token in one slot: its holder (the low 160 bits) and, for a token of a batch mint, the number of
    /// its origin (the high 96 bits; 0 for a token minted alone, whose collection and brand have slots of their
    /// own). A batch's token thus writes one slot beside its holder's balance, where a single mint writes three.
    mapping(uint256 tokenId => uint256) private _tokens;
    mapping(address holder => uint256) private _held;
    mapping(uint256 tokenId => bytes32) private _collectionOf;
    mapping(uint256 tokenId => bytes32) private _brandOf;
    /// @dev The origins batch mints named, numbered from 1, and each one's number by its hash.
    mapping(uint256 number => Origin) private _origins;
    mapping(bytes32 origin => uint256 number) private _originNumber;
    uint256 private _originCount;
    /// @notice Each brand's royalty: who receives it and its rate in basis points.
    mapping(bytes32 brand => Royalty) public royaltyOf;
    /// @notice How many tokens exist (tokens are never burned).
    uint256 public totalSupply;
    /// @notice True once the admin ended the migration: `remint` is refused for ever.
    bool public migrationEnded;

    string private _metadataBase;
    string private _contractURI;

    /// @notice The token is not at the custody address of the account the operator named.
    error NotInCustody(uint256 tokenId, address holder);
    /// @notice A royalty above MAX_ROYALTY_BPS, or a rate with no one to receive it.
    error InvalidRoyalty(bytes32 brand, address receiver, uint96 bps);
    /// @notice The migration was ended: no token can be re-created any more.
    error MigrationEnded();
    /// @notice A batch mint's accounts and token ids are not as many.
    error BatchMismatch(uint256 accounts, uint256 tokenIds);

    /// @notice A token left custody for a wallet: from then on only that wallet moves it.
    event Withdrawn(uint256 indexed tokenId, bytes32 indexed fromAccount, address indexed to);
    /// @notice ERC-7572: the contract-level metadata changed.
    event ContractURIUpdated();
    /// @notice A brand's royalty changed.
    event RoyaltySet(bytes32 indexed brand, address receiver, uint96 bps);

    /// @param migrator Who re-creates a previous deployment's tokens (`remint`); the zero address for a deployment
    /// that migrates nothing, whose migration is then ended from the start.
    constructor(
        string memory metadataBase,
        string memory contractUri,
        address admin,
        address operator,
        address migrator
    ) ERC721("Heirloom Items", "HEIR") {
        _metadataBase = metadataBase;
        _contractURI = contractUri;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, operator);
        if (migrator == address(0)) migrationEnded = true;
        else _grantRole(MIGRATOR_ROLE, migrator);
    }

    /// @notice Where the platform holds an account's tokens: the last 20 bytes of a hash, no key behind it.
    function custodyAddress(bytes32 account) public pure returns (address) {
        return address(uint160(uint256(keccak256(abi.encode("heirloom.custody", account)))));
    }

    /// @notice Mints an item's token into an account's custody.
    function mint(bytes32 account, uint256 tokenId, bytes32 collection, bytes32 brand)
        external
        onlyRole(OPERATOR_ROLE)
    {
        _collectionOf[tokenId] = collection;
        _brandOf[tokenId] = brand;
        _mint(custodyAddress(account), tokenId);
    }

    /// @notice Mints tokens of one collection and brand, each into its account's custody: the same checks and the
    /// same ERC-721 `Transfer` per token as `mint`, all or nothing; the collection and brand kept once for all.
    function mintBatch(bytes32[] calldata accounts, uint256[] calldata tokenIds, bytes32 collection, bytes32 brand)
        external
        onlyRole(OPERATOR_ROLE)
    {
        if (accounts.length != tokenIds.length) revert BatchMismatch(accounts.length, tokenIds.length);
        uint256 origin = _originOf(collection, brand) << 160;
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            uint256 tokenId = tokenIds[i];
            _mint(custodyAddress(accounts[i]), tokenId);
            _tokens[tokenId] |= origin;
        }
    }

    /// @notice The collection of each token (an id chosen by the platform, shown in the metadata).
    function collectionOf(uint256 tokenId) external view returns (bytes32 collection) {
        uint256 origin = _tokens[tokenId] >> 160;
        return origin == 0 ? _collectionOf[tokenId] : _origins[origin].collection;
    }

    /// @notice The brand of each token (an id chosen by the platform): whose royalty a sale pays.
    function brandOf(uint256 tokenId) public view returns (bytes32 brand) {
        uint256 origin = _tokens[tokenId] >> 160;
        return origin == 0 ? _brandOf[tokenId] : _origins[origin].brand;
    }

    /// @notice Moves a token from one account's custody to another's (a send between two owners).
    function move(bytes32 fromAccount, bytes32 toAccount, uint256 tokenId) external onlyRole(OPERATOR_ROLE) {
        _transferOutOfCustody(fromAccount, custodyAddress(toAccount), tokenId);
    }

    /// @notice Sends a token out of custody to a wallet; the platform can no longer move it afterwards.
    function withdraw(bytes32 fromAccount, address to, uint256 tokenId) external onlyRole(OPERATOR_ROLE) {
        _transferOutOfCustody(fromAccount, to, tokenId);
        emit Withdrawn(tokenId, fromAccount, to);
    }

    /// @notice ERC-4906: the token's metadata changed (declared lost or stolen, found, a new picture).
    function updateMetadata(uint256 tokenId) external onlyRole(OPERATOR_ROLE) {
        _requireOwned(tokenId);
        emit MetadataUpdate(tokenId);
    }

    /// @notice A brand's royalty (ERC-2981): its receiver and rate; a zero receiver and rate asks none.
    function setRoyalty(bytes32 brand, address receiver, uint96 bps) external onlyRole(OPERATOR_ROLE) {
        if (bps > MAX_ROYALTY_BPS || (receiver == address(0) && bps != 0)) {
            revert InvalidRoyalty(brand, receiver, bps);
        }
        royaltyOf[brand] = Royalty(receiver, bps);
        emit RoyaltySet(brand, receiver, bps);
    }

    /// @notice Re-creates a previous deployment's token at its holder (custody address or wallet), once.
    function remint(address holder, uint256 tokenId, bytes32 collection, bytes32 brand)
        external
        onlyRole(MIGRATOR_ROLE)
    {
        if (migrationEnded) revert MigrationEnded();
        _collectionOf[tokenId] = collection;
        _brandOf[tokenId] = brand;
        _mint(holder, tokenId);
    }

    /// @notice Ends the migration for ever: no one, the admin included, can re-create a token afterwards.
    function endMigration() external onlyRole(DEFAULT_ADMIN_ROLE) {
        migrationEnded = true;
    }

    /// @notice The metadata address prefix; `tokenURI` is this followed by the token id.
    function setMetadataBase(string calldata metadataBase) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _metadataBase = metadataBase;
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    /// @notice ERC-7572: the address of the contract-level metadata JSON.
    function contractURI() external view returns (string memory) {
        return _contractURI;
    }

    /// @notice ERC-7572: moves the contract-level metadata's address.
    function setContractURI(string calldata contractUri) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _contractURI = contractUri;
        emit ContractURIUpdated();
    }

    /// @notice ERC-2981: the royalty a sale of the token at `salePrice` pays, to its brand's receiver.
    function royaltyInfo(uint256 tokenId, uint256 salePrice) external view returns (address, uint256) {
        Royalty memory royalty = royaltyOf[brandOf(tokenId)];
        return (royalty.receiver, (salePrice * royalty.bps) / 10_000);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721, AccessControl, IERC165)
        returns (bool)
    {
        return interfaceId == bytes4(0x49064906) || interfaceId == type(IERC2981).interfaceId
            || super.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _metadataBase;
    }

    /// @notice ERC-721: how many tokens the address holds.
    function balanceOf(address owner) public view override(ERC721, IERC721) returns (uint256) {
        if (owner == address(0)) revert ERC721InvalidOwner(address(0));
        return _held[owner];
    }

    /// @dev OpenZeppelin's `_ownerOf`, read from the token's slot.
    function _ownerOf(uint256 tokenId) internal view override returns (address) {
        return address(uint160(_tokens[tokenId]));
    }

    /// @dev OpenZeppelin's `_increaseBalance` (no extension here calls it), on this contract's balances.
    function _increaseBalance(address account, uint128 value) internal override {
        unchecked {
            _held[account] += value;
        }
    }

    /// @dev OpenZeppelin's `_update`, line for line, on the token's slot (its origin kept) and this contract's
    /// balances; counts a mint.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        uint256 token = _tokens[tokenId];
        address from = address(uint160(token));
        if (auth != address(0)) _checkAuthorized(from, auth, tokenId);
        if (from != address(0)) {
            // clear approval: no need to re-authorize or emit the Approval event
            _approve(address(0), tokenId, address(0), false);
            unchecked {
                _held[from] -= 1;
            }
        } else {
            totalSupply += 1;
        }
        if (to != address(0)) {
            unchecked {
                _held[to] += 1;
            }
        }
        _tokens[tokenId] = ((token >> 160) << 160) | uint160(to);
        emit Transfer(from, to, tokenId);
        return from;
    }

    /// @dev The number of a collection and brand (a new one the first time they are named together).
    function _originOf(bytes32 collection, bytes32 brand) private returns (uint256 number) {
        bytes32 key = keccak256(abi.encode(collection, brand));
        number = _originNumber[key];
        if (number == 0) {
            number = ++_originCount;
            _originNumber[key] = number;
            _origins[number] = Origin(collection, brand);
        }
    }

    /// @dev A move changes the token's owner count, which its metadata tells: ERC-4906 says so.
    function _transferOutOfCustody(bytes32 fromAccount, address to, uint256 tokenId) private {
        address holder = _requireOwned(tokenId);
        if (holder != custodyAddress(fromAccount)) revert NotInCustody(tokenId, holder);
        _transfer(holder, to, tokenId);
        emit MetadataUpdate(tokenId);
    }
}
