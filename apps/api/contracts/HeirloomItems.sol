// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @title Heirloom items: one ERC-721 token per physical item, for every brand and collection.
/// @notice Tokens held for owners sit at custody addresses derived from an account id: nobody holds a key
/// for them, so no one but the operator can move them, and the operator can move a token only out of a
/// custody address. A token sent out to a wallet belongs to that wallet alone: the platform cannot take it
/// back (`NotInCustody`). Decision record: docs/decisions/013-items-on-a-chain.md.
contract HeirloomItems is ERC721, AccessControl {
    /// @notice Mints, and moves tokens between custody addresses or out to wallets.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    /// @notice The collection of each token (an id chosen by the platform, shown in the metadata).
    mapping(uint256 tokenId => bytes32 collection) public collectionOf;

    string private _metadataBase;

    /// @notice The token is not at the custody address of the account the operator named.
    error NotInCustody(uint256 tokenId, address holder);

    /// @notice A token left custody for a wallet: from then on only that wallet moves it.
    event Withdrawn(uint256 indexed tokenId, bytes32 indexed fromAccount, address indexed to);

    constructor(string memory metadataBase, address admin, address operator) ERC721("Heirloom Items", "HEIR") {
        _metadataBase = metadataBase;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, operator);
    }

    /// @notice Where the platform holds an account's tokens: the last 20 bytes of a hash, no key behind it.
    function custodyAddress(bytes32 account) public pure returns (address) {
        return address(uint160(uint256(keccak256(abi.encode("heirloom.custody", account)))));
    }

    /// @notice Mints an item's token into an account's custody.
    function mint(bytes32 account, uint256 tokenId, bytes32 collection) external onlyRole(OPERATOR_ROLE) {
        collectionOf[tokenId] = collection;
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

    /// @notice The metadata address prefix; `tokenURI` is this followed by the token id.
    function setMetadataBase(string calldata metadataBase) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _metadataBase = metadataBase;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _metadataBase;
    }

    function _transferOutOfCustody(bytes32 fromAccount, address to, uint256 tokenId) private {
        address holder = _requireOwned(tokenId);
        if (holder != custodyAddress(fromAccount)) revert NotInCustody(tokenId, holder);
        _transfer(holder, to, tokenId);
    }
}
