#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "core/grid/result.h"

namespace qipan::tactics::import {

// How a tile layer's bytes are packed after base64 (Tiled's "compression").
enum class Compression : std::uint8_t { none, zlib, gzip };

// Decodes base64 text (RFC 4648, padding optional, no line breaks or other
// characters) into bytes. Errors name the offset of a bad character.
Result<std::vector<std::uint8_t>> decode_base64(std::string_view text);

// Inflates zlib or gzip data into exactly `size` bytes: never more memory
// than that, so a stream that would inflate past `size` (a zip bomb) stops
// there with an error, as does one that ends short or is corrupt.
Result<std::vector<std::uint8_t>> inflate_exactly(std::span<const std::uint8_t> data,
                                                  Compression compression, std::size_t size);

// Base64 tile data as Tiled writes it (little-endian 32-bit gids, maybe
// compressed) into exactly `count` gids.
Result<std::vector<std::uint32_t>> decode_gids(std::string_view base64, Compression compression,
                                               std::size_t count);

}  // namespace qipan::tactics::import
