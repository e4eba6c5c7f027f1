// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";

/// @title Heirloom items: one ERC-721 token per physical item, for every brand and collection.
/// @notice Tokens held for owners sit at custody addresses derived from an account id: nobody holds a key
/// for them, so no one but the operator can move them, and the operator can move a token only out of a
/// custody address. A token sent out to a wallet belongs to that wallet alone: the platform cannot take it
/// back (`NotInCustody`). Wallets and marketplaces are told when a token's metadata changes (ERC-4906), read
/// the contract's own metadata (ERC-7572) and each brand's royalty (ERC-2981). Decision records:
/// docs/decisions/013-items-on-a-chain.md, docs/decisions/030-what-wallets-and-marketplaces-read.md.
contract HeirloomItems is ERC721, AccessControl, IERC2981, IERC4906 {
    /// @notice Mints, and moves tokens between custody addresses or out to wallets.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    /// @notice Re-creates the tokens of a previous deployment at their holders, until the admin ends it.
    bytes32 public constant MIGRATOR_ROLE = keccak256("MIGRATOR_ROLE");
    /// @notice This contract's version: the first deployment had none (version 1). `npm run ledger -- migrate`
    /// moves the tokens of an earlier version to this one.
    uint256 public constant VERSION = 2;
    /// @notice The highest royalty a brand may ask: 10 % of the price, in basis points.
    uint96 public constant MAX_ROYALTY_BPS = 1000;

    struct Royalty {
        address receiver;
        uint96 bps;
    }

    /// @notice The collection of each token (an id chosen by the platform, shown in the metadata).
    mapping(uint256 tokenId => bytes32 collection) public collectionOf;
    /// @notice The brand of each token (an id chosen by the platform): whose royalty a sale pays.
    mapping(uint256 tokenId => bytes32 brand) public brandOf;
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
        collectionOf[tokenId] = collection;
        brandOf[tokenId] = brand;
        _mint(custodyAddress(account), tokenId);
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
        collectionOf[tokenId] = collection;
        brandOf[tokenId] = brand;
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
        Royalty memory royalty = royaltyOf[brandOf[tokenId]];
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

    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        address from = super._update(to, tokenId, auth);
        if (from == address(0)) totalSupply += 1;
        return from;
    }

    /// @dev A move changes the token's owner count, which its metadata tells: ERC-4906 says so.
    function _transferOutOfCustody(bytes32 fromAccount, address to, uint256 tokenId) private {
        address holder = _requireOwned(tokenId);
        if (holder != custodyAddress(fromAccount)) revert NotInCustody(tokenId, holder);
        _transfer(holder, to, tokenId);
        emit MetadataUpdate(tokenId);
    }
}
