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
  const Json* props = map.find("properties");
  if (props == nullptr || !props->is_array()) return {};
  for (const Json& p : props->items()) {
    if (!p.is_object()) continue;
    const Json* name = p.find("name");
    const Json* value = p.find("value");
    if (name != nullptr && value != nullptr && name->is_string() && name->string() == "title" &&
        value->is_string()) {
      return std::string(value->string());
    }
  }
  return {};
}

std::string ldtk_title(const Json& project) {
  const Json* levels = project.find("levels");
  if (levels == nullptr || levels->items().empty()) return {};
  const Json& first = levels->items().front();
  if (!first.is_object()) return {};
  const Json* id = first.find("identifier");
  return id != nullptr && id->is_string() ? std::string(id->string()) : std::string();
}

}  // namespace

bool is_map_json(std::string_view text) {
  const std::size_t i = text.find_first_not_of(" \t\r\n");
  return i != std::string_view::npos && text[i] == '{';
}

Result<Battle> battle_from_json(std::string_view json, std::string_view name) {
  auto doc = parse_json(json, "map");
  if (!doc) return doc.error();
  return battle_from_json(*doc, name);
}

Result<Battle> battle_from_json(const Json& doc, std::string_view name) {
  if (!doc.is_object()) return Error{"a map file must be a JSON object", ErrorCode::bad_data};
  Result<Map> map = Error{""};
  std::string title;
  const Json* type = doc.find("type");
  if (type != nullptr && type->is_string() && type->string() == "map") {
    map = import_tiled(doc);
    title = tiled_title(doc);
  } else if (doc.find("levels") != nullptr) {
    map = import_ldtk(doc, "0");
    title = ldtk_title(doc);
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
