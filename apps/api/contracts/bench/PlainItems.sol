// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @title OpenZeppelin's ERC-721 with nothing added: the chain benchmark's yardstick for the items contract's gas
/// (decision 040). Not deployed by the app. Anyone may call it: it measures `_mint` and `_transfer` alone.
contract PlainItems is ERC721 {
    constructor() ERC721("Plain Items", "PLAIN") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }

    function move(address from, address to, uint256 tokenId) external {
        _transfer(from, to, tokenId);
    }
}
