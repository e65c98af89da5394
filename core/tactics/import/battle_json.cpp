#include "core/tactics/import/battle_json.h"

#include <string>

#include "core/tactics/battle_from_map.h"
#include "core/tactics/import/json_reader.h"
#include "core/tactics/import/ldtk.h"
#include "core/tactics/import/tiled.h"

namespace qipan::tactics::import {

namespace {

// The string property `title` of a Tiled map, if any.
std::string tiled_title(const Json& map) {
  const auto props = map.find("properties");
  if (props == map.end() || !props->is_array()) return {};
  for (const Json& p : *props) {
    if (!p.is_object()) continue;
    const auto name = p.find("name");
    const auto value = p.find("value");
    if (name != p.end() && value != p.end() && name->is_string() && *name == "title" &&
        value->is_string()) {
      return value->get<std::string>();
    }
  }
  return {};
}

std::string ldtk_title(const Json& project) {
  const auto levels = project.find("levels");
  if (levels == project.end() || !levels->is_array() || levels->empty()) return {};
  const Json& first = levels->front();
  if (!first.is_object()) return {};
  const auto id = first.find("identifier");
  return id != first.end() && id->is_string() ? id->get<std::string>() : std::string();
}

}  // namespace

bool is_map_json(std::string_view text) {
  const std::size_t i = text.find_first_not_of(" \t\r\n");
  return i != std::string_view::npos && text[i] == '{';
}

Result<Battle> battle_from_json(std::string_view json, std::string_view name) {
  auto doc = parse_json(json, "map");
  if (!doc) return doc.error();
  if (!doc->is_object()) return Error{"a map file must be a JSON object", ErrorCode::bad_data};
  Result<Map> map = Error{""};
  std::string title;
  const auto type = doc->find("type");
  if (type != doc->end() && type->is_string() && *type == "map") {
    map = import_tiled(json);
    title = tiled_title(*doc);
  } else if (doc->contains("levels")) {
    map = import_ldtk(json, "0");
    title = ldtk_title(*doc);
  } else {
    return Error{
        "the JSON is neither a Tiled map (\"type\": \"map\") nor an LDtk project (\"levels\")",
        ErrorCode::bad_data};
  }
  if (!map) return map.error();
  if (title.empty()) title = "Imported map";
  return battle_from_map(*map, std::string(name), std::move(title), 0);
}

}  // namespace qipan::tactics::import
