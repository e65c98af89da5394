#include "core/tactics/import/layer_data.h"

#include <zlib.h>

#include <array>
#include <string>

namespace qipan::tactics::import {
namespace {

constexpr std::uint8_t not_base64 = 0xff;

constexpr std::array<std::uint8_t, 256> base64_values = [] {
  std::array<std::uint8_t, 256> t{};
  t.fill(not_base64);
  constexpr std::string_view alphabet =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (std::size_t i = 0; i < alphabet.size(); ++i) {
    t[static_cast<unsigned char>(alphabet[i])] = static_cast<std::uint8_t>(i);
  }
  return t;
}();

Error bad(std::string message) { return Error{std::move(message), ErrorCode::bad_data}; }

}  // namespace

Result<std::vector<std::uint8_t>> decode_base64(std::string_view text) {
  // Tiled may wrap the text in white space (its XML heritage): trim it.
  while (!text.empty() && (text.front() == ' ' || text.front() == '\n' || text.front() == '\r')) {
    text.remove_prefix(1);
  }
  while (!text.empty() && (text.back() == ' ' || text.back() == '\n' || text.back() == '\r')) {
    text.remove_suffix(1);
  }
  std::size_t end = text.size();
  while (end > 0 && text[end - 1] == '=' && text.size() - end < 2) --end;
  if (end % 4 == 1) return bad("base64 data has a stray last character");
  std::vector<std::uint8_t> out;
  out.reserve(end / 4 * 3 + 2);
  std::uint32_t acc = 0;
  int bits = 0;
  for (std::size_t i = 0; i < end; ++i) {
    const std::uint8_t v = base64_values[static_cast<unsigned char>(text[i])];
    if (v == not_base64) {
      return bad("base64 data has a character that is not base64 at offset " + std::to_string(i));
    }
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<std::uint8_t>(acc >> bits));
    }
  }
  return out;
}

Result<std::vector<std::uint8_t>> inflate_exactly(std::span<const std::uint8_t> data,
                                                  Compression compression, std::size_t size) {
  std::vector<std::uint8_t> out(size);
  z_stream z{};
  // 15: the largest window; +16 reads a gzip wrapper instead of zlib's.
  if (inflateInit2(&z, compression == Compression::gzip ? 15 + 16 : 15) != Z_OK) {
    return bad("cannot start inflating the layer data");
  }
  const char* what = compression == Compression::gzip ? "gzip" : "zlib";
  z.next_in = const_cast<Bytef*>(data.data());
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = out.data();
  z.avail_out = static_cast<uInt>(size);
  int status = inflate(&z, Z_FINISH);
  if ((status == Z_OK || status == Z_BUF_ERROR) && z.avail_out == 0) {
    // Full: the stream must end here. One more byte of room tells.
    std::uint8_t extra = 0;
    z.next_out = &extra;
    z.avail_out = 1;
    status = inflate(&z, Z_FINISH);
    const bool more = z.avail_out == 0;
    inflateEnd(&z);
    if (status == Z_STREAM_END && !more) return out;
    if (more) {
      return bad(std::string(what) + " data inflates past the layer's declared size (" +
                 std::to_string(size) + " bytes)");
    }
    if (status == Z_DATA_ERROR) return bad(std::string(what) + " data is corrupt");
    return bad(std::string(what) + " data ends early (no end of stream after " +
               std::to_string(size) + " bytes)");
  }
  const uLong produced = z.total_out;
  inflateEnd(&z);
  if (status == Z_STREAM_END) {
    if (produced == size) return out;
    return bad(std::string(what) + " data inflates to " + std::to_string(produced) +
               " bytes, expected " + std::to_string(size));
  }
  if (status == Z_DATA_ERROR || status == Z_NEED_DICT) {
    return bad(std::string(what) + " data is corrupt" + (z.msg ? std::string(": ") + z.msg : ""));
  }
  return bad(std::string(what) + " data ends early, after " + std::to_string(produced) + " of " +
             std::to_string(size) + " bytes");
}

Result<std::vector<std::uint32_t>> decode_gids(std::string_view base64, Compression compression,
                                               std::size_t count) {
  auto bytes = decode_base64(base64);
  if (!bytes) return bytes.error();
  const std::size_t size = count * 4;
  if (compression != Compression::none) {
    auto inflated = inflate_exactly(*bytes, compression, size);
    if (!inflated) return inflated.error();
    bytes = std::move(inflated);
  } else if (bytes->size() != size) {
    return bad("base64 data holds " + std::to_string(bytes->size()) + " bytes, expected " +
               std::to_string(size) + " (" + std::to_string(count) + " tiles of 4 bytes)");
  }
  std::vector<std::uint32_t> gids(count);
  const std::uint8_t* b = bytes->data();
  for (std::size_t i = 0; i < count; ++i, b += 4) {
    gids[i] = static_cast<std::uint32_t>(b[0]) | static_cast<std::uint32_t>(b[1]) << 8 |
              static_cast<std::uint32_t>(b[2]) << 16 | static_cast<std::uint32_t>(b[3]) << 24;
  }
  return gids;
}

}  // namespace qipan::tactics::import
